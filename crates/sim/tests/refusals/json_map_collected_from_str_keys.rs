// rustc: E0277
// crates: serde serde_json
// `Map` has `FromIterator<(String, Value)>` only: a `&str` key is not converted.
use serde_json::{json, Map, Value};

fn main() {
    let map: Map<String, Value> = vec![("a", json!(1))].into_iter().collect();
    println!("{map:?}");
}
