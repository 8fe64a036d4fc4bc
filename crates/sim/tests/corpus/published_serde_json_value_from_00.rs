// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html
use serde_json::Value;

let f: f32 = 13.37;
let x: Value = f.into();
