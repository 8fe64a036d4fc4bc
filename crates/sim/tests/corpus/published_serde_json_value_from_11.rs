// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html
use serde_json::Value;

let v = std::iter::repeat(42).take(5);
let x: Value = v.collect();
