// rustc: E0053
use std::cmp::Ordering;
#[derive(PartialEq, Eq, PartialOrd)]
struct P(u8);
impl Ord for P { fn cmp(&self, o: Self) -> Ordering { self.0.cmp(&o.0) } }
fn main() {}
