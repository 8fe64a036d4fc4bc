// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html
use serde_json::Value;

let v: Vec<_> = vec![("lorem", 40), ("ipsum", 2)];
let x: Value = v.into_iter().collect();
