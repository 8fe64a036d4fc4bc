// rustc: E0407
use std::fmt;
struct P(u8);
impl fmt::Display for P {
    fn format(&self, f: &mut fmt::Formatter) -> fmt::Result { write!(f, "{}", self.0) }
}
fn main() { println!("{}", P(1)); }
