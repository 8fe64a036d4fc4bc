// rustc: E0277
// crates: serde serde_json
// serde_json collects an object from pairs whose keys convert into a `String`: numbers do not.
use serde_json::Value;

fn main() {
    let squares: Value = (1..4).map(|n| (n, n * n)).collect();
    println!("{squares}");
}
