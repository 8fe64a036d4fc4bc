// rustc: E0599
// Without `T: Clone` a `T` has no `clone`.
fn twice<T>(value: T) -> (T, T) {
    (value.clone(), value)
}

fn main() {
    println!("{:?}", twice(1));
}
