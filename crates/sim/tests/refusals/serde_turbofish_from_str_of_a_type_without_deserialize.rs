// rustc: E0277
// crates: serde serde_json
#[derive(Debug)]
struct Config {
    name: String,
}

fn main() {
    let config = serde_json::from_str::<Config>("{\"name\":\"a\"}").unwrap();
    println!("{:?}", config);
}
