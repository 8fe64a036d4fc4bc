// rustc: E0004
// A `match` on `cmp`'s `Ordering` must cover `Less`, `Equal` and `Greater`.
use std::cmp::Ordering;
fn main() {
    let o = 1.cmp(&2);
    match o {
        Ordering::Less => println!("l"),
        Ordering::Equal => println!("e"),
    }
}
