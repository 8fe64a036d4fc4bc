// rustc: E0277
fn main() {
    let n = i64::from(2.0f64);
    println!("{n}");
}
