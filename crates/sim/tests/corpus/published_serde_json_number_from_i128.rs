// Source: https://docs.rs/serde_json/1.0.154/serde_json/struct.Number.html#method.from_i128
use serde_json::Number;

assert!(Number::from_i128(256).is_some());
