// rustc: E0502
// crates: serde serde_json
// `m.iter()` borrows the map until the iterator is last used.
use serde_json::{json, Map};

fn main() {
    let mut m = Map::new();
    m.insert("a".to_string(), json!(1));
    let it = m.iter();
    m.insert("b".to_string(), json!(2));
    println!("{}", it.count());
}
