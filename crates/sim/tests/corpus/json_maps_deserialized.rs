// `serde_json::Map<String, Value>` as what serde reads: `from_str::<Map<…>>` of each line
// of a file (a line that is no object gives serde_json's error, printed), a field of a
// struct deriving `Deserialize`, and `from_value`; the maps iterated afterwards.
// bufscope: stdout=file
// bufscope: input docs.jsonl="{\"name\": \"x\", \"extra\": {}}\n{\"name\": \"y\", \"extra\": {\"k\": [1], \"a\": true}}\n[1, 2]\n"
use serde::Deserialize;
use serde_json::{Map, Value, json};
use std::fs;

#[derive(Deserialize, Debug)]
struct Doc {
    extra: Map<String, Value>,
    name: String,
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let text = fs::read_to_string("docs.jsonl")?;
    for line in text.lines() {
        match serde_json::from_str::<Map<String, Value>>(line) {
            Ok(map) => println!("map of {}: {:?}", map.len(), map.keys().collect::<Vec<_>>()),
            Err(e) => println!("no map: {e}"),
        }
        if let Ok(doc) = serde_json::from_str::<Doc>(line) {
            println!("{doc:?}");
            for (k, v) in &doc.extra {
                println!("  {}.{k} = {v}", doc.name);
            }
        }
    }
    let m: Map<String, Value> = serde_json::from_value(json!({"z": 1, "y": [null]}))?;
    println!("{m:?}");
    Ok(())
}
