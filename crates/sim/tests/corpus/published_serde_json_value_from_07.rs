// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html
use serde_json::{Number, Value};

let n = Number::from(7);
let x: Value = n.into();
