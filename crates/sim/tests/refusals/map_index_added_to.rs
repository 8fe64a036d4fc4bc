// rustc: E0594
use std::collections::BTreeMap;

fn main() {
    let mut counts = BTreeMap::new();
    counts.insert(String::from("a"), 1);
    counts["a"] += 1;
    println!("{:?}", counts);
}
