// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html#method.as_f64
use serde_json::json;

let v = json!({ "a": 256.0, "b": 64, "c": -64 });

assert_eq!(v["a"].as_f64(), Some(256.0));
assert_eq!(v["b"].as_f64(), Some(64.0));
assert_eq!(v["c"].as_f64(), Some(-64.0));
