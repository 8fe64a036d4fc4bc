// rustc: E0277
// crates: serde serde_json
use serde::Serialize;

#[derive(Serialize)]
enum Target {
    Screen(std::io::Stdout),
    Nowhere,
}

fn main() {}
