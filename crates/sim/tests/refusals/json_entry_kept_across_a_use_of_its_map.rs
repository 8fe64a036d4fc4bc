// rustc: E0502
// crates: serde serde_json
// An `Entry` borrows its map mutably until it is used.
use serde_json::{Map, json};

fn main() {
    let mut map = Map::new();
    let e = map.entry("k");
    println!("{}", map.len());
    e.or_insert(json!(1));
}
