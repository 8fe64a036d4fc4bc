// rustc: E0070
const N: usize = 10;
fn main() { N = 5; println!("{}", N); }
