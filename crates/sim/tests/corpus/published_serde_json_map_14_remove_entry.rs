// Source: https://docs.rs/serde_json/1.0.154/serde_json/map/index.html
use serde_json::json;

use serde_json::map::Entry;

let mut map = serde_json::Map::new();
map.insert("serde".to_owned(), json!(12));

match map.entry("serde") {
    Entry::Occupied(occupied) => {
        let (key, value) = occupied.remove_entry();
        assert_eq!(key, "serde");
        assert_eq!(value, 12);
    }
    Entry::Vacant(_) => unimplemented!(),
}
