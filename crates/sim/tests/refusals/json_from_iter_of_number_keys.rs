// rustc: E0277
// crates: serde serde_json
// `Value::from_iter` is serde_json's `FromIterator` impl called by name: an object's keys must
// convert into a `String`, and numbers do not.
use serde_json::Value;

fn main() {
    let squares = Value::from_iter((1..4).map(|n| (n, n * n)));
    println!("{squares}");
}
