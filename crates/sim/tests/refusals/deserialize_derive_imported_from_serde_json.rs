// rustc: no code
// crates: serde serde_json
// serde_json has no `Deserialize` macro to import: the derive comes from serde itself, so
// `#[derive(Deserialize)]` in a body whose only import is serde_json's `Value` is not found.
use serde_json::Value;

fn main() {
    #[derive(Debug, Deserialize)]
    struct Config {
        name: String,
    }
    let raw: Value = serde_json::from_str("{\"name\": \"a\"}").unwrap();
    let config: Config = serde_json::from_value(raw).unwrap();
    println!("{config:?}");
}
