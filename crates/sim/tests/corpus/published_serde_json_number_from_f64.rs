// Source: https://docs.rs/serde_json/1.0.154/serde_json/struct.Number.html#method.from_f64
use serde_json::Number;

assert!(Number::from_f64(256.0).is_some());

assert!(Number::from_f64(f64::NAN).is_none());
