// rustc: E0502
// crates: serde serde_json
use serde_json::{Map, json};

fn main() {
    let mut m = Map::new();
    m.insert("a".to_string(), json!(1));
    for (k, x) in m.iter_mut() {
        *x = json!(m.len());
        println!("{k}");
    }
}
