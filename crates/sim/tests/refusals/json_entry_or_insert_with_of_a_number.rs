// rustc: E0308
// crates: serde serde_json
// `or_insert_with`'s closure makes the `serde_json::Value` inserted: an integer is none.
use serde_json::Map;

fn main() {
    let mut map = Map::new();
    map.entry("count").or_insert_with(|| 1);
    println!("{map:?}");
}
