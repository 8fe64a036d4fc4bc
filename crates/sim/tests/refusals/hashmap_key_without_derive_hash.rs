// rustc: E0277
use std::collections::HashMap;
#[derive(Debug, PartialEq, Eq)]
struct Key(u32);
fn main() { let mut m = HashMap::new(); m.insert(Key(1), 2); println!("{}", m.len()); }
