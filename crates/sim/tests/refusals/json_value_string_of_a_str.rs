// rustc: E0308
// crates: serde serde_json
// `Value::String` holds a `String`: a `&str` is no `String`.
use serde_json::Value;

fn main() {
    let name = Value::String("bufscope");
    println!("{name}");
}
