// Source: https://docs.rs/serde_json/1.0.154/serde_json/map/index.html
use serde_json::json;

let mut map = serde_json::Map::new();
map.insert("key".to_owned(), serde_json::Value::Null);

map["key"] = json!("value");
