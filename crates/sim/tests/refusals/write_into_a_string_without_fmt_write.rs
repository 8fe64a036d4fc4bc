// rustc: E0599
// `write!` into a `String` needs `std::fmt::Write` in scope.
fn main() {
    let mut s = String::new();
    write!(s, "{}", 5).unwrap();
    println!("{s}");
}
