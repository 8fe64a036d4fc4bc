// rustc: E0502
use std::collections::HashSet;
fn main() {
    let mut s: HashSet<i32> = HashSet::new();
    s.insert(1);
    for x in s.iter() {
        s.insert(x + 1);
    }
}
