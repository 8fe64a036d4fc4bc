// rustc: E0277
// crates: serde serde_json
// A `Map` is built from `(String, Value)` pairs: `iter()` gives references, which need cloning.
use serde_json::{json, Map, Value};

fn main() {
    let v = json!({"a": 1});
    let copy: Map<String, Value> = v.as_object().unwrap().iter().collect();
    println!("{copy:?}");
}
