// rustc: E0023
enum Shape { Circle(f64) }
fn main() {
    let s = Shape::Circle(1.0);
    match s { Shape::Circle(r, extra) => println!("{r}") }
}
