// rustc: E0308
// crates: serde serde_json
// A `serde_json::Map`'s keys are `String`s: `insert` takes no `&str`.
use serde_json::{Map, Value};

fn main() {
    let mut map = Map::new();
    map.insert("name", Value::Null);
    println!("{:?}", map);
}
