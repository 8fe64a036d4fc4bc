// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html
use serde_json::{Map, Value};

let mut m = Map::new();
m.insert("Lorem".to_owned(), "ipsum".into());
let x: Value = m.into();
