// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html#method.as_object_mut
use serde_json::json;

let mut v = json!({ "a": { "nested": true } });

v["a"].as_object_mut().unwrap().clear();
assert_eq!(v, json!({ "a": {} }));
