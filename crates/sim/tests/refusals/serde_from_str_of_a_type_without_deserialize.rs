// rustc: E0277
// crates: serde serde_json
use serde::Serialize;

#[derive(Serialize)]
struct Config {
    name: String,
}

fn main() {
    let config: Config = serde_json::from_str("{\"name\":\"a\"}").unwrap();
    println!("{}", config.name);
}
