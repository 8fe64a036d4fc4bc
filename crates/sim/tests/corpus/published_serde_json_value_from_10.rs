// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html
use serde_json::Value;

let v: &[&str] = &["lorem", "ipsum", "dolor"];
let x: Value = v.into();
