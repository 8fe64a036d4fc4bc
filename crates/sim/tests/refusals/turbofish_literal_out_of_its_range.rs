// rustc: overflowing_literals
// The turbofish makes `T` a `u8`, so the argument `300` is a `u8` literal, out of its range.
fn show<T: std::fmt::Display>(value: T) {
    println!("{}", value);
}

fn main() {
    show::<u8>(300);
}
