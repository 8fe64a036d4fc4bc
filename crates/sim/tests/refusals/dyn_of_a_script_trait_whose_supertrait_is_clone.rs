// rustc: E0038
trait Shape: Clone { fn area(&self) -> f64; }
#[derive(Clone)]
struct Sq(f64);
impl Shape for Sq { fn area(&self) -> f64 { self.0 } }
fn main() { let s: &dyn Shape = &Sq(1.0); println!("{}", s.area()); }
