// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html#method.is_number
use serde_json::json;

let v = json!({ "a": 1, "b": "2" });

assert!(v["a"].is_number());

// The string `"2"` is a string, not a number.
assert!(!v["b"].is_number());
