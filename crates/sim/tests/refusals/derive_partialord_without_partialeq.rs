// rustc: E0277
#[derive(Debug, PartialOrd)]
struct Score(u32);
fn main() { println!("{:?}", Score(1)); }
