// rustc: E0119
use std::fmt;
#[derive(Debug)]
struct P(u8);
impl fmt::Debug for P { fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result { write!(f, "p") } }
fn main() { println!("{:?}", P(1)); }
