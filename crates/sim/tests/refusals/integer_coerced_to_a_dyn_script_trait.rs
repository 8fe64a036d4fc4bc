// rustc: E0277
trait Area { fn area(&self) -> f64; fn twice(&self) -> f64 { self.area() * 2.0 } }
struct Sq(f64);

fn main() { let x: &dyn Area = &5; println!("{}", x.area()); }
