// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html#method.is_boolean
use serde_json::json;

let v = json!({ "a": false, "b": "false" });

assert!(v["a"].is_boolean());

// The string `"false"` is a string, not a boolean.
assert!(!v["b"].is_boolean());
