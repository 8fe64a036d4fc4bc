// rustc: E0596
// crates: serde serde_json
// What `as_object()` lends is a `&Map`: `values_mut` needs the `&mut Map` of `as_object_mut()`.
use serde_json::{json, Map};

fn main() {
    let mut m = Map::new();
    m.insert("a".to_string(), json!(1));
    let v = json!({"a": 1});
    for x in v.as_object().unwrap().values_mut() {
        *x = json!(2);
    }
    println!("{v} {m:?}");
}
