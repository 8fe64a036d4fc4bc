// rustc: E0053
use std::cmp::Ordering;
#[derive(PartialEq)]
struct P(u8);
impl PartialOrd for P { fn partial_cmp(&self, o: &Self) -> Ordering { self.0.cmp(&o.0) } }
fn main() {}
