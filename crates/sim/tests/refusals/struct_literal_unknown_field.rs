// rustc: E0560
struct Point { x: i32, y: i32 }
fn main() { let p = Point { x: 1, y: 2, z: 3 }; println!("{}", p.x + p.y); }
