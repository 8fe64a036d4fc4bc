// rustc: E0308
// An `f64` literal is not an `f32`: the suffix fixes its type, `as f32` converts it.
fn main() {
    let x: f32 = 1.0f64;
    println!("{x}");
}
