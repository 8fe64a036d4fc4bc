// rustc: arithmetic_overflow
fn main() {
    let bits = 8;
    let x = 1u8 << bits;
    println!("{x}");
}
