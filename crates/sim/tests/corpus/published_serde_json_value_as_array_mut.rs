// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html#method.as_array_mut
use serde_json::json;

let mut v = json!({ "a": ["an", "array"] });

v["a"].as_array_mut().unwrap().clear();
assert_eq!(v, json!({ "a": [] }));
