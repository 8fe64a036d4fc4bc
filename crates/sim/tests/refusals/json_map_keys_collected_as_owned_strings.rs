// rustc: E0277
// crates: serde serde_json
// `keys()` gives `&String`s: collecting them needs `Vec<&String>` or `.cloned()`.
use serde_json::{json, Map};

fn main() {
    let mut m = Map::new();
    m.insert("a".to_string(), json!(1));
    let ks: Vec<String> = m.keys().collect();
    println!("{ks:?}");
}
