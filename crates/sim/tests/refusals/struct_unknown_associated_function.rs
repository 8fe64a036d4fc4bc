// rustc: E0599
struct P { x: i32 }
fn main() { let p = P::create(1); println!("{}", p.x); }
