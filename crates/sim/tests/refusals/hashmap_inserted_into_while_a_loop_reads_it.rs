// rustc: E0502
use std::collections::HashMap;
fn main() {
    let mut m: HashMap<String, i32> = HashMap::new();
    m.insert("a".to_string(), 1);
    for (k, val) in m.iter() {
        m.insert(format!("{k}2"), *val);
    }
}
