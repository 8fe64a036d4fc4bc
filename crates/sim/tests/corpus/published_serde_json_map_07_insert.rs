// Source: https://docs.rs/serde_json/1.0.154/serde_json/map/index.html
use serde_json::json;

use serde_json::map::Entry;

let mut map = serde_json::Map::new();

match map.entry("serde") {
    Entry::Vacant(vacant) => {
        vacant.insert(json!("hoho"));
    }
    Entry::Occupied(_) => unimplemented!(),
}
