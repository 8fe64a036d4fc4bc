// rustc: E0502
// crates: serde serde_json
use serde_json::json;
fn main() {
    let mut v = json!({"a": 1});
    for (k, x) in v.as_object().unwrap() {
        v["b"] = json!(2);
        println!("{k} {x}");
    }
}
