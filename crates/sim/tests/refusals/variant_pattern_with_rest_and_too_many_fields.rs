// rustc: E0023
enum Shape {
    Circle(f64),
    Square(f64),
}

fn main() {
    let s = Shape::Circle(1.0);
    if let Shape::Circle(r, h, ..) = s {
        println!("{r} {h}");
    }
    let _ = Shape::Square(2.0);
}
