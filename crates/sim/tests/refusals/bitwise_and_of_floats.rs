// rustc: E0369
// Floats have no bits to mask.
fn main() {
    let ratio = 0.75;
    let masked = ratio & 0.5;
    println!("{masked}");
}
