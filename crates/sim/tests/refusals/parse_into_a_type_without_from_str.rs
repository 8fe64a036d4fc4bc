// rustc: E0277
#[derive(Debug)]
struct P(u8);
fn main() { let p: P = "ab".parse().unwrap(); println!("{:?}", p); }
