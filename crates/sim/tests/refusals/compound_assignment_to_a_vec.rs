// rustc: E0368
fn main() { let mut v = vec![1]; v += 1; println!("{:?}", v); }
