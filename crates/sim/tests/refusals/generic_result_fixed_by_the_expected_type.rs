// rustc: E0308
fn first<T: Clone>(list: &[T]) -> T {
    list[0].clone()
}

fn main() {
    let s: String = first(&[1, 2]);
    println!("{s}");
}
