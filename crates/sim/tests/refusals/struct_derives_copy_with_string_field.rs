// rustc: E0204
#[derive(Clone, Copy)]
struct Name { text: String }
fn main() { let n = Name { text: String::new() }; let m = n; println!("{}", m.text); }
