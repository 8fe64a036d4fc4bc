// rustc: E0053
use std::str::FromStr;
struct P(u8);
impl FromStr for P {
    type Err = String;
    fn from_str(s: String) -> Result<Self, Self::Err> { Ok(P(s.len() as u8)) }
}
fn main() { let p: P = "ab".parse().unwrap(); println!("{}", p.0); }
