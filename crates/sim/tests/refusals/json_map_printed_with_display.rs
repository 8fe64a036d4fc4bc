// rustc: E0277
// crates: serde serde_json
// The `Map` `as_object` lends has `Debug` but no `Display`.
use serde_json::Value;

fn main() {
    let value: Value = serde_json::from_str("{}").unwrap();
    if let Some(map) = value.as_object() {
        println!("{}", map);
    }
}
