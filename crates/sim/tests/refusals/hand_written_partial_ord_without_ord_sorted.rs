// rustc: E0277
use std::cmp::Ordering;
struct P(u8);
impl PartialEq for P { fn eq(&self, o: &Self) -> bool { self.0 == o.0 } }
impl PartialOrd for P { fn partial_cmp(&self, o: &Self) -> Option<Ordering> { self.0.partial_cmp(&o.0) } }
fn main() { let mut v = vec![P(2), P(1)]; v.sort(); println!("{}", v[0] < v[1]); }
