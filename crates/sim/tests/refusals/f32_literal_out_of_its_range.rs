// rustc: overflowing_literals
// `f32` reaches about 3.4e38: a larger literal would be infinity, which rustc refuses.
fn main() {
    let distance: f32 = 1e40;
    println!("{distance}");
}
