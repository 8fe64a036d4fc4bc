// rustc: E0277
// The literal falls back to `i32`, which has no lossless way into a `u64`.
fn main() {
    let a: u64 = 3.into();
    println!("{a}");
}
