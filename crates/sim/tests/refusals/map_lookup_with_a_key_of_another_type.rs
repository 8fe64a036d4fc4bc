// rustc: E0277
use std::collections::HashMap;
fn main() {
    let mut m: HashMap<String, u32> = HashMap::new();
    m.insert("a".to_string(), 1);
    println!("{:?}", m.get(&5));
}
