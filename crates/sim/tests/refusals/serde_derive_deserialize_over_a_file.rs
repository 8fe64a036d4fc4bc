// rustc: E0277
// crates: serde serde_json
use serde::Deserialize;

#[derive(Deserialize)]
struct Log {
    name: String,
    file: std::fs::File,
}

fn main() {}
