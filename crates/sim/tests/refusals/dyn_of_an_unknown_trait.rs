// rustc: E0405
fn f(t: &dyn Nope) {}
fn main() {}
