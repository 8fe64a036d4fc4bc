// rustc: E0107
// A turbofish gives one type per generic parameter: `show` has one.
fn show<T: std::fmt::Display>(value: T) {
    println!("{}", value);
}

fn main() {
    show::<u8, u16>(3);
}
