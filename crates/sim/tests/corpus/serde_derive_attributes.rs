// The serde attributes bufscope runs: a field renamed both ways, a missing field taking its
// Default, a None left out when writing, and a struct that refuses keys it does not know.
use serde::{Deserialize, Serialize};

#[derive(Debug, Serialize, Deserialize)]
struct Entry {
    #[serde(rename = "type")]
    kind: String,
    #[serde(default)]
    count: u32,
    #[serde(default)]
    labels: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    note: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    weight: Option<f64>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Strict {
    id: u64,
    #[serde(default)]
    extras: serde_json::Value,
}

fn main() {
    let inputs = [
        r#"{"type": "a", "count": 2, "labels": ["x"], "note": "n", "weight": 0.5}"#,
        r#"{"type": "b"}"#,
        r#"{"kind": "c", "type": "c"}"#,
        r#"["d"]"#,
        r#"["e", 1]"#,
        r#"{"count": 1}"#,
    ];
    for input in inputs {
        let entry: Result<Entry, serde_json::Error> = serde_json::from_str(input);
        match entry {
            Ok(entry) => println!("{entry:?} -> {}", serde_json::to_string(&entry).unwrap()),
            Err(e) => println!("error: {e}"),
        }
    }
    for input in [r#"{"id": 1}"#, r#"{"id": 2, "extras": [1]}"#, r#"{"id": 3, "other": true}"#] {
        let strict: Result<Strict, serde_json::Error> = serde_json::from_str(input);
        println!("{strict:?}");
    }
    let pretty = Entry {
        kind: "p".to_string(),
        count: 0,
        labels: Vec::new(),
        note: None,
        weight: None,
    };
    println!("{}", serde_json::to_string_pretty(&pretty).unwrap());
}
