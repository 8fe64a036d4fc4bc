// rustc: E0596
use std::collections::HashMap;

fn main() {
    let mut groups: HashMap<String, Vec<u8>> = HashMap::new();
    groups.insert("a".to_string(), vec![1]);
    let group = &mut groups["a"];
    group.push(2);
    println!("{:?}", groups);
}
