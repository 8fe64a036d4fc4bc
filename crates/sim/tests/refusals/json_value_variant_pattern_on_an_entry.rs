// rustc: E0308
// crates: serde serde_json
// A map's entry is a `serde_json::map::Entry`, not a `Value`: `Value::Null` cannot match it.
use serde_json::{Map, Value};

fn main() {
    let mut map = Map::new();
    match map.entry("key") {
        Value::Null => println!("null"),
        _ => println!("other"),
    }
}
