// rustc: E0605
// Only an enum whose variants all lack fields casts to its discriminant with `as`.
enum Shape {
    Dot,
    Circle(f64),
}

fn main() {
    let s = Shape::Dot;
    if let Shape::Circle(r) = s {
        println!("{r}");
    }
    println!("{}", Shape::Dot as i32);
}
