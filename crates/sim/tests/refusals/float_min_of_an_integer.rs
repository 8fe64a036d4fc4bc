// rustc: E0308
// `f64::min` takes an `f64`: an `i32` is not converted.
fn main() {
    let x = 2.5f64;
    let limit: i32 = 3;
    println!("{}", x.min(limit));
}
