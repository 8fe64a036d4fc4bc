// rustc: E0369
#[derive(Debug, PartialEq)]
struct Version(u32, u32);
fn main() { println!("{}", Version(1, 2) < Version(1, 3)); }
