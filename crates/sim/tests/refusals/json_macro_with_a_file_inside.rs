// rustc: E0277
// crates: serde serde_json
// `json!` serializes what is inside it: a `File` is not `Serialize`.
use serde_json::json;
use std::fs::File;

fn main() {
    let f = File::open("x").unwrap();
    let v = json!({"file": f});
    println!("{v}");
}
