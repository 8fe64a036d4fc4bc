// rustc: overflowing_literals
// A float literal nothing else types is an `f64`, which reaches about 1.8e308.
fn main() {
    let huge = 2e308;
    println!("{huge}");
}
