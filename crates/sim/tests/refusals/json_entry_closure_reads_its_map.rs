// rustc: E0502
// crates: serde serde_json
use serde_json::{Map, json};

fn main() {
    let mut m = Map::new();
    m.entry("a").or_insert_with(|| json!(m.len()));
    println!("{:?}", m);
}
