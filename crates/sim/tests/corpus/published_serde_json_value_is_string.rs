// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html#method.is_string
use serde_json::json;

let v = json!({ "a": "some string", "b": false });

assert!(v["a"].is_string());

// The boolean `false` is not a string.
assert!(!v["b"].is_string());
