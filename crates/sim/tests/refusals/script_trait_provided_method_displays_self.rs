// rustc: E0277
trait Area { fn area(&self) -> f64; fn twice(&self) -> f64 { self.area() * 2.0 } }
struct Sq(f64);

trait Named { fn name(&self) -> String { format!("{}", self) } }
impl Named for Sq {}
fn main() { println!("{}", Sq(1.0).name()); }
