// rustc: E0308
// With `T` written as `u8`, the argument must be a `u8`: an `i32` is not converted.
fn show<T: std::fmt::Display>(value: T) {
    println!("{}", value);
}

fn main() {
    let n: i32 = 3;
    show::<u8>(n);
}
