// rustc: E0596
// `write!` borrows the `String` mutably: it must be declared `mut`.
use std::fmt::Write;

fn main() {
    let s = String::new();
    write!(s, "{}", 5).unwrap();
    println!("{s}");
}
