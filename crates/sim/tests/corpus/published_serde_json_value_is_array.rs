// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html#method.is_array
use serde_json::json;

let obj = json!({ "a": ["an", "array"], "b": { "an": "object" } });

assert!(obj["a"].is_array());

// an object, not an array
assert!(!obj["b"].is_array());
