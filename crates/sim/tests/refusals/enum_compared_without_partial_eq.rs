// rustc: E0369
enum Level { Low, High }
fn main() { let a = Level::Low; if a == Level::High { println!("high"); } }
