// rustc: E0277
use std::collections::BTreeSet;
#[derive(Debug, PartialEq, Eq, PartialOrd)]
struct Key(u32);
fn main() { let mut s = BTreeSet::new(); s.insert(Key(1)); println!("{}", s.len()); }
