// rustc: arithmetic_overflow
// rustc's const propagation knows `x` is 255: the sum overflows a `u8` in every run.
fn main() {
    let x: u8 = 255;
    let y = x + 1;
    println!("{y}");
}
