// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html#method.is_object
use serde_json::json;

let obj = json!({ "a": { "nested": true }, "b": ["an", "array"] });

assert!(obj.is_object());
assert!(obj["a"].is_object());

// array, not an object
assert!(!obj["b"].is_object());
