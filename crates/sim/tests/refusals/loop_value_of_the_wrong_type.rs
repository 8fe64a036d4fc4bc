// rustc: E0308
fn main() { let x: u32 = loop { break "done"; }; println!("{x}"); }
