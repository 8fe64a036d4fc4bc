// rustc: E0277
use std::cmp::Ordering;
#[derive(PartialEq, Eq)]
struct P(u8);
impl Ord for P { fn cmp(&self, o: &Self) -> Ordering { self.0.cmp(&o.0) } }
fn main() {}
