// rustc: E0308
// crates: serde serde_json
// `Map::retain` keeps the members its closure answers `true` for: a number is no `bool`.
use serde_json::{json, Map};

fn main() {
    let mut m = Map::new();
    m.insert("a".to_string(), json!(1));
    m.retain(|_, _| 1);
    println!("{m:?}");
}
