// `json!` of literals builds the Value serde_json would; its scalar accessors, `get` by key and
// by index, and its Debug inside an Option.
use serde_json::{json, Value};

fn main() {
    let v = json!({"name": "Ferris", "age": 7, "debt": -3, "pi": 3.5, "ok": true, "list": [1, "two", null], "nested": {}});
    println!("{} {:?} {:?}", v["name"], v["name"].as_str(), v["age"].as_u64());
    println!("{:?} {:?} {:?}", v["debt"].as_i64(), v["debt"].as_u64(), v["pi"].as_f64());
    println!("{:?} {} {}", v["ok"].as_bool(), v["list"][1].is_string(), v["age"].is_number());
    println!("{:?} {:?}", v["list"].get(1), v.get("nested"));
    let parsed: Value = serde_json::from_str("[1.0, -0, 18446744073709551615]").unwrap();
    println!("{} {}", parsed, json!([1.0, -0, 18446744073709551615u64]));
    println!("{}", serde_json::to_string_pretty(&v).unwrap());
}
