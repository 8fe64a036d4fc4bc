// rustc: E0599
trait Area { fn area(&self) -> f64; fn twice(&self) -> f64 { self.area() * 2.0 } }
struct Sq(f64);

impl Area for Sq { fn area(&self) -> f64 { self.0 } }
impl Sq { fn side(&self) -> f64 { self.0 } }
fn main() { let a: &dyn Area = &Sq(2.0); println!("{}", a.side()); }
