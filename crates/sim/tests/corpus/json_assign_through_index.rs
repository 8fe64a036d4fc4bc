// Assigning into a serde_json::Value by key and index (its `IndexMut`), directly and through
// a `&mut`: a missing key is inserted, `null` becomes an object.
// bufscope: stdout=pipe
use serde_json::json;

fn main() {
    let mut v = json!({ "a": [1, 2], "n": null });
    v["a"][1] = json!("two");
    v["n"]["inner"] = json!(3);
    let r = &mut v;
    r["b"] = json!([true]);
    r["b"][0] = json!(false);
    println!("{v}");
}
