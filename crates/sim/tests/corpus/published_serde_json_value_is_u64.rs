// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html#method.is_u64
use serde_json::json;

let v = json!({ "a": 64, "b": -64, "c": 256.0 });

assert!(v["a"].is_u64());

// Negative integer.
assert!(!v["b"].is_u64());

// Numbers with a decimal point are not considered integers.
assert!(!v["c"].is_u64());
