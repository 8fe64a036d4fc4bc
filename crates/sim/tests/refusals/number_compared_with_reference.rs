// rustc: E0277
fn main() { let v = 5; let x = &v; let y = 1; if y > x { println!("a"); } }
