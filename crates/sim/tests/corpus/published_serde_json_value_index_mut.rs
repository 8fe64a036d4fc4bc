// Source: https://docs.rs/serde_json/1.0.154/serde_json/enum.Value.html
use serde_json::json;

let mut data = json!({ "x": 0 });

// replace an existing key
data["x"] = json!(1);

// insert a new key
data["y"] = json!([false, false, false]);

// replace an array value
data["y"][0] = json!(true);

// inserted a deeply nested key
data["a"]["b"]["c"]["d"] = json!(true);

println!("{}", data);
