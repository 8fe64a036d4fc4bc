// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html#method.as_object
use serde_json::json;

let v = json!({ "a": { "nested": true }, "b": ["an", "array"] });

// The length of `{"nested": true}` is 1 entry.
assert_eq!(v["a"].as_object().unwrap().len(), 1);

// The array `["an", "array"]` is not an object.
assert_eq!(v["b"].as_object(), None);
