// rustc: E0502
use std::collections::HashMap;

fn main() {
    let mut m: HashMap<&str, usize> = HashMap::new();
    m.insert("a", 1);
    for k in m.keys() {
        m.remove(k);
    }
}
