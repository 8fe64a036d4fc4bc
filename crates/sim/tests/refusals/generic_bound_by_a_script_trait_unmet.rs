// rustc: E0277
trait Area { fn area(&self) -> f64; fn twice(&self) -> f64 { self.area() * 2.0 } }
struct Sq(f64);

fn show<T: Area>(t: &T) { println!("{}", t.area()); }
fn main() { show(&3.0); }
