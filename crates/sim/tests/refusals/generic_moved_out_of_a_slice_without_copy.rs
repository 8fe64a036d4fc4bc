// rustc: E0508
fn first<T: Clone>(list: &[T]) -> T {
    list[0]
}

fn main() {
    println!("{}", first(&[1, 2]));
}
