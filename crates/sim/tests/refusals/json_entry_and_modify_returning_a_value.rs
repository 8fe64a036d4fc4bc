// rustc: E0308
// crates: serde serde_json
// `and_modify`'s closure changes the value in place and gives nothing back.
use serde_json::{Map, Value};

fn main() {
    let mut map = Map::new();
    map.insert("count".to_string(), Value::Null);
    map.entry("count").and_modify(|v| v.take()).or_insert(Value::Null);
    println!("{map:?}");
}
