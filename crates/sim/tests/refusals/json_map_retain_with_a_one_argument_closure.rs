// rustc: E0593
// crates: serde serde_json
// `Map::retain` calls its closure with the key and the value.
use serde_json::{json, Map};

fn main() {
    let mut m = Map::new();
    m.insert("a".to_string(), json!(1));
    m.retain(|k| k != "a");
    println!("{m:?}");
}
