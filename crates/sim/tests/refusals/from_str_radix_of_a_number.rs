// rustc: E0308
// The text to parse is a `&str`, not a number.
fn main() {
    let n = u8::from_str_radix(5, 10);
    println!("{:?}", n);
}
