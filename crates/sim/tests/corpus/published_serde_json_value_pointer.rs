// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html#method.pointer
use serde_json::json;

let data = json!({
    "x": {
        "y": ["z", "zz"]
    }
});

assert_eq!(data.pointer("/x/y/1").unwrap(), &json!("zz"));
assert_eq!(data.pointer("/a/b/c"), None);
