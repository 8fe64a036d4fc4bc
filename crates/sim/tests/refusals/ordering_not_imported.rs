// rustc: E0433
// `Ordering` is not in the prelude: `use std::cmp::Ordering;` first.
fn main() {
    let o = 1.cmp(&2);
    println!("{:?}", o == Ordering::Less);
}
