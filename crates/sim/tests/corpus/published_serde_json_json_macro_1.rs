// Source: https://docs.rs/serde_json/1.0.154/serde_json/macro.json.html
use serde_json::json;

let code = 200;
let features = vec!["serde", "json"];

let value = json!({
    "code": code,
    "success": code == 200,
    "payload": {
        features[0]: features[1]
    }
});
