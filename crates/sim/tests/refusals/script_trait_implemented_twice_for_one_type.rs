// rustc: E0119
trait Area { fn area(&self) -> f64; fn twice(&self) -> f64 { self.area() * 2.0 } }
struct Sq(f64);

impl Area for Sq { fn area(&self) -> f64 { self.0 } }
impl Area for Sq { fn area(&self) -> f64 { self.0 } }
fn main() { println!("{}", Sq(1.0).twice()); }
