// rustc: E0046
use std::str::FromStr;
struct P(u8);
impl FromStr for P {
    fn from_str(s: &str) -> Result<Self, String> { Ok(P(s.len() as u8)) }
}
fn main() { let p: P = "ab".parse().unwrap(); println!("{}", p.0); }
