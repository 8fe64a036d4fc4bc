// rustc: E0308
const NAME: &str = 5;
fn main() { println!("{}", NAME); }
