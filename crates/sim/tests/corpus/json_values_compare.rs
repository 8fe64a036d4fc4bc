// serde_json::Value compares with serde_json's PartialEq: numbers by kind and value (1 and
// 1.0 differ), maps whatever the written key order, a missing key indexes as Null.
use serde_json::{Value, json};

fn main() {
    let parsed: Value = serde_json::from_str(r#"{"b": [1, 2.0], "a": null}"#).unwrap();
    println!("{}", parsed == json!({"a": null, "b": [1, 2.0]}));
    println!("{}", parsed["b"][0] == json!(1.0));
    println!("{}", parsed["b"][1] != json!(2));
    println!("{}", parsed["missing"] == json!(null));
    assert_eq!(parsed["b"].get(5), None);
    assert_ne!(parsed, json!([]));
    println!("{parsed:?}");
}
