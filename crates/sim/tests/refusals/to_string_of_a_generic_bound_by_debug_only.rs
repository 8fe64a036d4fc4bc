// rustc: E0599
use std::fmt::Debug;
fn f<T: Debug>(t: T) -> String { t.to_string() }
fn main() { println!("{}", f(3)); }
