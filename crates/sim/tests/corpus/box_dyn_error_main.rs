// bufscope: input data.json=json:2000
// bufscope: stdout=file
use std::error::Error;
use std::fs::File;
use std::io::{BufReader, Read};

fn load(path: &str) -> Result<Vec<u8>, Box<dyn Error>> {
    let mut bytes = Vec::new();
    BufReader::new(File::open(path)?).read_to_end(&mut bytes)?;
    Ok(bytes)
}

fn main() -> Result<(), Box<dyn Error>> {
    let bytes = load("data.json")?;
    let value: serde_json::Value = serde_json::from_slice(&bytes)?;
    println!("{} bytes, object: {}", bytes.len(), value.is_object());
    let missing = File::open("missing.json");
    if missing.is_err() {
        println!("no missing.json");
    }
    Ok(())
}
