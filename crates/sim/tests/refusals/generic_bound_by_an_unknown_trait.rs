// rustc: E0405
fn f<T: Nope>(t: T) {}
fn main() {}
