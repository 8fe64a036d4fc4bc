// rustc: E0382
#[derive(Debug)]
enum Level { Low, High }
fn main() { let a = Level::Low; let b = a; println!("{:?} {:?}", a, b); }
