// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html#method.as_array
use serde_json::json;

let v = json!({ "a": ["an", "array"], "b": { "an": "object" } });

// The length of `["an", "array"]` is 2 elements.
assert_eq!(v["a"].as_array().unwrap().len(), 2);

// The object `{"an": "object"}` is not an array.
assert_eq!(v["b"].as_array(), None);
