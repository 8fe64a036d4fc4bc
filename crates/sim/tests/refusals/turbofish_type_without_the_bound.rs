// rustc: E0277
// The type a turbofish names must meet the parameter's bound: a `Vec<u8>` has no `Display`.
fn show<T: std::fmt::Display>(value: T) {
    println!("{}", value);
}

fn main() {
    show::<Vec<u8>>(vec![1, 2]);
}
