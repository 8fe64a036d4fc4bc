// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html#method.as_bool
use serde_json::json;

let v = json!({ "a": false, "b": "false" });

assert_eq!(v["a"].as_bool(), Some(false));

// The string `"false"` is a string, not a boolean.
assert_eq!(v["b"].as_bool(), None);
