// rustc: E0594
static N: usize = 10;
fn main() { N = 5; println!("{}", N); }
