// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html#method.is_f64
use serde_json::json;

let v = json!({ "a": 256.0, "b": 64, "c": -64 });

assert!(v["a"].is_f64());

// Integers.
assert!(!v["b"].is_f64());
assert!(!v["c"].is_f64());
