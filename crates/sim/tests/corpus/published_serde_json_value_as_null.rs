// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html#method.as_null
use serde_json::json;

let v = json!({ "a": null, "b": false });

assert_eq!(v["a"].as_null(), Some(()));

// The boolean `false` is not null.
assert_eq!(v["b"].as_null(), None);
