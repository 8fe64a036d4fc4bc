// rustc: E0308
fn main() {
    let mut a = 1u8;
    let b = std::mem::replace(&mut a, "two");
    println!("{a} {b}");
}
