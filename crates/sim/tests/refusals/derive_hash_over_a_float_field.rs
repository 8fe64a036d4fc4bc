// rustc: E0277
#[derive(Debug, Hash)]
struct Point { x: f64, y: f64 }
fn main() { println!("{:?}", Point { x: 1.0, y: 2.0 }); }
