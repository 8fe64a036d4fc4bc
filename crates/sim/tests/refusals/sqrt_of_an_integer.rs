// rustc: E0599
// Integers have no `sqrt`: convert first (`(n as f64).sqrt()`).
fn main() {
    let n: i32 = 16;
    println!("{}", n.sqrt());
}
