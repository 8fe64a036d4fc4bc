// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html#method.is_null
use serde_json::json;

let v = json!({ "a": null, "b": false });

assert!(v["a"].is_null());

// The boolean `false` is not null.
assert!(!v["b"].is_null());
