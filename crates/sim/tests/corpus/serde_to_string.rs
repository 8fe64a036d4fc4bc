// bufscope: input data.json=json:500
// bufscope: stdout=file
use std::fs::File;
use std::io::{Read, Write};

fn main() -> std::io::Result<()> {
    let mut text = String::new();
    File::open("data.json")?.read_to_string(&mut text)?;
    let v: serde_json::Value = serde_json::from_str(&text)?;
    let compact = serde_json::to_string(&v)?;
    let mut out = File::create("out.json")?;
    out.write_all(compact.as_bytes())?;
    println!("{} -> {} bytes", text.len(), compact.len());
    Ok(())
}
