// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html#method.take
use serde_json::json;

let mut v = json!({ "x": "y" });
assert_eq!(v["x"].take(), json!("y"));
assert_eq!(v, json!({ "x": null }));
