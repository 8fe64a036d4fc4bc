// rustc: E0308
// `f32` and `f64` do not mix in arithmetic: one must be cast to the other.
fn main() {
    let ratio: f32 = 2.5;
    let total = 1.0f64 + ratio;
    println!("{total}");
}
