// rustc: E0277
// crates: serde serde_json
// A `serde_json::Map`'s keys are `String`s: `entry` takes what converts into one, not a number.
use serde_json::{Map, Value};

fn main() {
    let mut map = Map::new();
    map.entry(1).or_insert(Value::Null);
    println!("{map:?}");
}
