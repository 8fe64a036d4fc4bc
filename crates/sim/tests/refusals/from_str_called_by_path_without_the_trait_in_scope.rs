// rustc: E0599
struct P(u8);
impl std::str::FromStr for P {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> { Ok(P(s.len() as u8)) }
}
fn main() { let p = P::from_str("ab").unwrap(); println!("{}", p.0); }
