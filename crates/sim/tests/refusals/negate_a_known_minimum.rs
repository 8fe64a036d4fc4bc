// rustc: arithmetic_overflow
fn main() {
    let s = -128i8;
    println!("{}", -s);
}
