// rustc: E0063
struct Point { x: i32, y: i32 }
fn main() { let p = Point { x: 1 }; println!("{}", p.x); }
