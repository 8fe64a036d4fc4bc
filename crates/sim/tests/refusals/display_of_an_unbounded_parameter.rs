// rustc: E0277
// `{}` needs `T: Display`, which `fn show<T>` does not say.
fn show<T>(value: T) {
    println!("{}", value);
}

fn main() {
    show(3);
}
