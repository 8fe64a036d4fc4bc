// rustc: E0277
fn largest<T: Ord + Copy>(list: &[T]) -> T {
    let mut best = list[0];
    for &item in list {
        if item > best {
            best = item;
        }
    }
    best
}

fn main() {
    println!("{}", largest(&[1.5, 2.0]));
}
