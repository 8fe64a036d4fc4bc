// rustc: E0599
trait Area { fn area(&self) -> f64; fn twice(&self) -> f64 { self.area() * 2.0 } }
struct Sq(f64);

struct Circle(f64);
fn main() { println!("{}", Circle(1.0).area()); }
