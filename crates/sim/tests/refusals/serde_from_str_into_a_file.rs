// rustc: E0277
// crates: serde serde_json
use std::fs::File;

fn main() {
    let file = serde_json::from_str::<File>("1").unwrap();
    drop(file);
}
