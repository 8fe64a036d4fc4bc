// rustc: E0382
// crates: serde serde_json
// A loop over the map itself moves it: loop over `&m` to use it after.
use serde_json::{json, Map};

fn main() {
    let mut m = Map::new();
    m.insert("a".to_string(), json!(1));
    for (k, x) in m {
        println!("{k} {x}");
    }
    println!("{}", m.len());
}
