// Source: https://docs.rs/serde_json/1.0.154/serde_json/macro.json.html
use serde_json::json;

let value = json!([
    "notice",
    "the",
    "trailing",
    "comma -->",
]);
