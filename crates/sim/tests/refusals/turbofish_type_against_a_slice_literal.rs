// rustc: E0308
// The turbofish fixes `T` to `u8`: a float among the slice's items mismatches.
fn smallest<T: PartialOrd + Copy>(items: &[T]) -> T {
    items[0]
}

fn main() {
    println!("{}", smallest::<u8>(&[1.5, 2.0]));
}
