// `as_object` lends a JSON object as serde_json's own `Map`: its length, keys and values read
// through serde_json's map, printed by its `Debug` (keys in serde_json's order), compared with
// another object's map. The objects come from a file's lines and the counts go to a file
// through a BufWriter<File>.
// bufscope: input objects.jsonl="{\"b\": 1, \"a\": [true]}\n{}\n[1, 2]\n{\"z\": null}\n"
use serde_json::Value;
use std::fs::{self, File};
use std::io::{BufWriter, Write};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let text = fs::read_to_string("objects.jsonl")?;
    let mut out = BufWriter::new(File::create("counts.txt")?);
    let first: Value = serde_json::from_str(text.lines().next().unwrap_or("{}"))?;
    for line in text.lines() {
        let value: Value = serde_json::from_str(line)?;
        match value.as_object() {
            Some(map) => {
                writeln!(out, "{} {} {}", map.len(), map.is_empty(), map.contains_key("a"))?;
                println!("{:?} {:?} {:?}", map, map.get("b"), map.get("q"));
                println!("{}", Some(map) == first.as_object());
            }
            None => println!("{:?} {:?}", value.as_object(), value.as_object() == None),
        }
    }
    out.flush()?;
    Ok(())
}
