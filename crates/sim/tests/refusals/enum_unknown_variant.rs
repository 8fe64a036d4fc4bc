// rustc: E0599
enum Shape { Circle(f64), Square(f64) }
fn main() { let s = Shape::Triangle(1.0); }
