// rustc: E0277
#[derive(Debug, Eq)]
struct Id(u32);
fn main() { println!("{:?}", Id(1)); }
