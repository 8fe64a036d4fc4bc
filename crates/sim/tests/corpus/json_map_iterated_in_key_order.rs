// serde_json's `Map` iterated, read only: `for (k, v) in &map`, `map.iter()`, `keys()`,
// `values()`, `into_iter()` and `into_values()` of a map the program owns, `for (k, v) in
// obj` over what `as_object()` lends and over `Value::Object(map)`, with `filter`, `map`,
// `count` and `collect` on them. serde_json's map (without `preserve_order`) iterates in its
// keys' sorted order, whatever order the lines gave them; the summary goes to a file through
// a BufWriter<File>.
// bufscope: stdout=file
// bufscope: input scores.jsonl="{\"zoe\": 7, \"adam\": 3, \"mia\": [1, 2], \"bob\": null}\n{}\n{\"k\": {\"y\": true, \"x\": \"s\"}}\n[1]\n"
use serde_json::{Map, Value};
use std::fs::{self, File};
use std::io::{BufWriter, Write};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let text = fs::read_to_string("scores.jsonl")?;
    let mut out = BufWriter::new(File::create("summary.txt")?);
    let mut all = Map::new();
    for (line_no, line) in text.lines().enumerate() {
        let value: Value = serde_json::from_str(line)?;
        if let Some(obj) = value.as_object() {
            for (k, v) in obj {
                println!("{line_no}: {k} -> {v}");
                all.insert(format!("{k}{line_no}"), v.clone());
            }
            let numbers = obj.values().filter(|v| v.is_number()).count();
            let keys: Vec<&String> = obj.keys().collect();
            writeln!(out, "{line_no} {} {numbers} {:?}", obj.len(), keys)?;
        }
        if let Value::Object(map) = &value {
            let shown: Vec<String> = map
                .iter()
                .map(|(k, v)| format!("{k}={}", v.is_null()))
                .collect();
            println!("{}", shown.join(","));
        }
        println!("{} {}", value.as_object().is_some(), value.as_object().unwrap_or(&Map::new()).iter().count());
    }
    for (k, v) in &all {
        println!("all {k} {v:?}");
    }
    for (k, v) in all.iter().filter(|(k, _)| k.starts_with('m') || k.ends_with('2')) {
        writeln!(out, "picked {k} {v}")?;
    }
    let firsts: Vec<char> = all.keys().map(|k| k.chars().next().unwrap()).collect();
    println!("{:?} {}", firsts, all.contains_key("zoe0"));
    let copy = all.clone();
    for (k, v) in copy.into_iter() {
        print!("[{k}:{}]", v.as_i64().unwrap_or(-1));
    }
    println!();
    let values: Vec<Value> = all.clone().into_values().collect();
    println!("{:?}", values);
    for (k, v) in all {
        println!("owned {} {}", k.len(), v);
    }
    out.flush()?;
    Ok(())
}
