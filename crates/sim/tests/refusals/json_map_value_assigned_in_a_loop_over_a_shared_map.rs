// rustc: E0594
// crates: serde serde_json
// A loop over `&map` gives `&Value`s: assigning through one needs `&mut map` or `iter_mut()`.
use serde_json::{json, Map};

fn main() {
    let mut m = Map::new();
    m.insert("a".to_string(), json!(1));
    for (_, x) in &m {
        *x = json!(2);
    }
    println!("{m:?}");
}
