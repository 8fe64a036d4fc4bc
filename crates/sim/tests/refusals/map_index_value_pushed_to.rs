// rustc: E0596
use std::collections::BTreeMap;

fn main() {
    let mut groups: BTreeMap<&str, Vec<u8>> = BTreeMap::new();
    groups.insert("a", vec![1]);
    groups["a"].push(2);
    println!("{:?}", groups);
}
