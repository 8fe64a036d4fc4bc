// A JSON document read from a file and changed where it lives: `as_array_mut`,
// `as_object_mut`, `pointer_mut`, `get_mut` and `&mut data["key"]` lend a part out (also a
// part of a part, and through `data["key"]`), `Value::String(…)` and the other variants built
// and matched; the document written back through a BufWriter<File>.
// bufscope: input config.json="{\"name\": \"demo\", \"tags\": [\"a\", \"b\"], \"limits\": {\"cpu\": 2, \"mem\": 512}, \"on\": true}"
use serde_json::{Map, Value};
use std::fs::{self, File};
use std::io::{BufWriter, Write};

fn describe(value: &Value) -> String {
    match value {
        Value::Null => "null".to_string(),
        Value::Bool(b) => format!("bool {b}"),
        Value::Number(n) => format!("number {n}"),
        Value::String(s) => format!("string {s:?} of {} bytes", s.len()),
        Value::Array(items) => format!("array of {}", items.len()),
        Value::Object(map) => format!("object with {} members", map.len()),
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut doc: Value = serde_json::from_str(&fs::read_to_string("config.json")?)?;
    doc["tags"].as_array_mut().unwrap().push(Value::String("c".to_owned()));
    if let Some(limits) = doc.get_mut("limits").and_then(Value::as_object_mut) {
        limits.insert("disk".to_string(), Value::Number(serde_json::Number::from(10)));
        limits.remove("mem");
    }
    *doc.pointer_mut("/limits/cpu").unwrap() = Value::from(4);
    let tags = doc.as_object_mut().unwrap().get_mut("tags").unwrap();
    tags.as_array_mut().unwrap()[0] = Value::Bool(false);
    let limits = &mut doc["limits"];
    limits["cpu"] = Value::from(limits["cpu"].as_i64().unwrap() * 2);
    println!("{}", doc);
    let missing = doc.pointer_mut("/nothing/here").is_none();
    let not_array = doc["name"].as_array_mut().is_none();
    println!("{missing} {not_array}");
    for key in ["name", "tags", "limits", "on", "absent"] {
        println!("{key}: {}", describe(&doc[key]));
        if let Value::String(s) = &doc[key] {
            println!("  a string: {s}");
        }
    }
    let mut extra = Map::new();
    extra.insert("list".to_string(), Value::Array(vec![Value::Null, Value::Bool(true)]));
    doc["extra"] = Value::Object(extra);
    doc["name"].as_object_mut().map(|m| m.clear());
    let taken = doc.pointer_mut("/extra/list/1").map(Value::take);
    println!("{:?} {}", taken, doc["extra"]);
    let mut out = BufWriter::new(File::create("config.out.json")?);
    serde_json::to_writer_pretty(&mut out, &doc)?;
    writeln!(out)?;
    out.flush()?;
    Ok(())
}
