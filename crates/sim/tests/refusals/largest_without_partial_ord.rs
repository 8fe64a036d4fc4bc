// rustc: E0369
// A `T` without bounds compares with nothing: `largest` needs `T: PartialOrd`.
fn largest<T>(list: &[T]) -> &T {
    let mut largest = &list[0];
    for item in list {
        if item > largest {
            largest = item;
        }
    }
    largest
}

fn main() {
    let sizes = vec![512, 4096, 1024];
    println!("{}", largest(&sizes));
}
