// rustc: E0782
trait Area { fn area(&self) -> f64; fn twice(&self) -> f64 { self.area() * 2.0 } }
struct Sq(f64);

impl Area for Sq { fn area(&self) -> f64 { self.0 } }
fn f(x: &Area) -> f64 { x.area() }
fn main() { println!("{}", f(&Sq(1.0))); }
