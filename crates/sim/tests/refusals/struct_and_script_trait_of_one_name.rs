// rustc: E0428
trait Area { fn area(&self) -> f64; fn twice(&self) -> f64 { self.area() * 2.0 } }
struct Sq(f64);

struct Area;
fn main() {}
