// serde_json::Result<T> is Result<T, serde_json::Error>: `?` passes the parse error through
// unchanged, and main prints it.
use serde_json::{Result, Value};

fn field(text: &str, key: &str) -> Result<Value> {
    let v: Value = serde_json::from_str(text)?;
    Ok(v[key].clone())
}

fn main() {
    println!("{:?}", field(r#"{"a": [1, 2]}"#, "a"));
    match field("{\"a\": ", "a") {
        Ok(v) => println!("{v}"),
        Err(e) => println!("error: {e}"),
    }
}
