// Source: https://docs.rs/serde_json/1.0.154/serde_json/map/index.html
let mut map = serde_json::Map::new();
assert_eq!(map.entry("serde").key(), &"serde");
