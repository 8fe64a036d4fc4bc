// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html#variant.Null
use serde_json::json;

let v = json!(null);
