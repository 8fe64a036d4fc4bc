// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html#method.as_u64
use serde_json::json;

let v = json!({ "a": 64, "b": -64, "c": 256.0 });

assert_eq!(v["a"].as_u64(), Some(64));
assert_eq!(v["b"].as_u64(), None);
assert_eq!(v["c"].as_u64(), None);
