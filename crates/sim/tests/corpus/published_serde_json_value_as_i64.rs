// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html#method.as_i64
use serde_json::json;

let big = i64::max_value() as u64 + 10;
let v = json!({ "a": 64, "b": big, "c": 256.0 });

assert_eq!(v["a"].as_i64(), Some(64));
assert_eq!(v["b"].as_i64(), None);
assert_eq!(v["c"].as_i64(), None);
