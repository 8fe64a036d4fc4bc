// A `serde_json::Map` built from a file's `key=value` lines with `Map::new` and `insert` (a
// key seen again gives back the value it replaces), turned into a `Value` and written with
// `to_writer` through a BufWriter<File>; the map itself printed by serde_json's `Debug` and
// serialized as it is.
// bufscope: input settings.txt="name=bufscope\nmode=trace\nlevel=3\nmode=replay\n"
use serde_json::{Map, Value};
use std::fs::{self, File};
use std::io::{BufWriter, Write};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let text = fs::read_to_string("settings.txt")?;
    let mut map = Map::new();
    for line in text.lines() {
        if let Some((key, value)) = line.split_once('=') {
            let replaced = match value.parse::<i64>() {
                Ok(n) => map.insert(key.to_string(), n.into()),
                Err(_) => map.insert(key.to_owned(), Value::from(value)),
            };
            println!("{key}: {:?}", replaced);
        }
    }
    println!("{:?} {} {}", map, map.len(), map.contains_key("mode"));
    println!("{}", serde_json::to_string(&map)?);
    let object: Value = map.into();
    let mut out = BufWriter::new(File::create("settings.json")?);
    serde_json::to_writer(&mut out, &object)?;
    writeln!(out)?;
    out.flush()?;
    println!("{object}");
    Ok(())
}
