// `unwrap` on serde_json's error: the panic message holds the error's Debug.
use serde::{Deserialize, Serialize};

#[derive(Debug, Serialize, Deserialize)]
struct Reading {
    sensor: String,
    celsius: f64,
    ok: bool,
}

fn main() {
    let reading = Reading {
        sensor: "t1".to_string(),
        celsius: -3.25,
        ok: true,
    };
    let text = serde_json::to_string(&reading).unwrap();
    println!("{text}");
    let back: Reading = serde_json::from_str(&text).unwrap();
    println!("{back:?}");
    let value = serde_json::to_value(&back).unwrap();
    println!("{value}");
    let again: Reading = serde_json::from_value(value).unwrap();
    println!("{again:?}");
    let broken: Reading = serde_json::from_str("{\"sensor\": \"t2\", \"celsius\": true}").unwrap();
    println!("{broken:?}");
}
