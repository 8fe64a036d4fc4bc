// rustc: E0277
use std::cmp::Ordering;
struct P(u8);
impl PartialOrd for P { fn partial_cmp(&self, o: &Self) -> Option<Ordering> { self.0.partial_cmp(&o.0) } }
fn main() {}
