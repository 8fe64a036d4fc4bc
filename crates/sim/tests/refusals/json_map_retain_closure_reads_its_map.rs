// rustc: E0502
// crates: serde serde_json
use serde_json::{Map, json};

fn main() {
    let mut m = Map::new();
    m.insert("a".to_string(), json!(1));
    m.retain(|_, _| m.len() > 1);
    println!("{:?}", m);
}
