// rustc: E0277
struct Point { x: i32, y: i32 }
fn main() { let p = Point { x: 1, y: 2 }; println!("{}", p); }
