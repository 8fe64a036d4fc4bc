// rustc: E0046
use std::fmt;
struct P(u8);
impl fmt::Display for P {}
fn main() { println!("{}", P(1)); }
