// Source: https://docs.rs/serde_json/1.0.154/serde_json/map/index.html
use serde_json::Value;

let val = &Value::String("".to_owned());
let _ =
match val {
    Value::String(s) => Some(s.as_str()),
    Value::Array(arr) => arr[0].as_str(),
    Value::Object(map) => map["type"].as_str(),
    _ => None,
}
;
