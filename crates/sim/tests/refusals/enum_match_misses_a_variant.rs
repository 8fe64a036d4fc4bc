// rustc: E0004
enum Shape { Circle(f64), Square(f64), Dot }
fn area(s: &Shape) -> f64 {
    match s {
        Shape::Circle(r) => 3.14 * r * r,
        Shape::Square(w) => w * w,
    }
}
fn main() { println!("{}", area(&Shape::Dot)); }
