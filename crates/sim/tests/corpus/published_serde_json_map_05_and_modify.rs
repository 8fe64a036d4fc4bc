// Source: https://docs.rs/serde_json/1.0.154/serde_json/map/index.html
use serde_json::json;

let mut map = serde_json::Map::new();
map.entry("serde")
    .and_modify(|e| *e = json!("rust"))
    .or_insert(json!("cpp"));

assert_eq!(map["serde"], "cpp");

map.entry("serde")
    .and_modify(|e| *e = json!("rust"))
    .or_insert(json!("cpp"));

assert_eq!(map["serde"], "rust");
