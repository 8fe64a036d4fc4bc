// Source: https://docs.rs/serde_json/1.0.154/serde_json/map/index.html
use serde_json::json;

let mut map = serde_json::Map::new();
map.entry("serde").or_insert(json!(12));

assert_eq!(map["serde"], 12);
