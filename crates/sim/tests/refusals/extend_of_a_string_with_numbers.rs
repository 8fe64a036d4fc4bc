// rustc: E0277
// A `String` extends with `char`s or text, not integers.
fn main() {
    let mut s = String::new();
    s.extend(vec![1, 2]);
    println!("{s}");
}
