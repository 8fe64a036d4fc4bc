// rustc: E0308
// `powi` takes an `i32` exponent; `powf` takes an `f64`.
fn main() {
    let x = 2.5f64;
    println!("{}", x.powi(2.0));
}
