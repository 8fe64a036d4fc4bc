// rustc: E0277
trait Area { fn area(&self) -> f64; fn twice(&self) -> f64 { self.area() * 2.0 } }
struct Sq(f64);

impl Area for Sq { fn area(&self) -> f64 { self.0 } }
struct Circle(f64);
fn main() { let v: Vec<Box<dyn Area>> = vec![Box::new(Sq(1.0)), Box::new(Circle(1.0))]; println!("{}", v.len()); }
