// bufscope: input data.json=json:3000
use std::fs::File;
use std::io::{BufWriter, Read};

fn main() -> std::io::Result<()> {
    let mut text = String::new();
    File::open("data.json")?.read_to_string(&mut text)?;
    let v: serde_json::Value = serde_json::from_str(&text)?;
    serde_json::to_writer(File::create("raw.json")?, &v)?;
    serde_json::to_writer_pretty(BufWriter::new(File::create("pretty.json")?), &v)?;
    Ok(())
}
