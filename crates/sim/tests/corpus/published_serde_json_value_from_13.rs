// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html
use std::iter::FromIterator;
use serde_json::Value;

let x: Value = Value::from_iter(vec!["lorem", "ipsum", "dolor"]);
