// rustc: E0061
struct Meters(u32);
fn main() { let m = Meters(1, 2); println!("{}", m.0); }
