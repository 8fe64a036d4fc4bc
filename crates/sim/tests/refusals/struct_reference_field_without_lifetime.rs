// rustc: E0106
struct Holder { name: &str }
fn main() { let h = Holder { name: "x" }; println!("{}", h.name); }
