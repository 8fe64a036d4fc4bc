// rustc: E0277
trait Shape: std::fmt::Display { fn area(&self) -> f64; }
struct Sq(f64);
impl Shape for Sq { fn area(&self) -> f64 { self.0 } }
fn main() { println!("{}", Sq(1.0).area()); }
