// rustc: E0277
// `Ordering` has `Debug` (`{:?}`) but no `Display`.
use std::cmp::Ordering;
fn main() {
    let o = 1.cmp(&2);
    println!("{}", o);
}
