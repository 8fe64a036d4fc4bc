// rustc: E0277
#[derive(Debug, PartialEq, PartialOrd, Ord)]
enum Level { Low, High }
fn main() { println!("{:?}", Level::Low); let _ = Level::High; }
