// rustc: E0599
// `Point::default()` exists only once `Point` derives (or implements) `Default`.
#[derive(Debug)]
struct Point {
    x: i32,
    y: i32,
}

fn main() {
    let p = Point::default();
    println!("{:?}", p);
}
