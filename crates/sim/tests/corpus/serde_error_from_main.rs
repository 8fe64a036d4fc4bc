// bufscope: input data.json=json-cut:2000
// bufscope: stderr=file
// `?` turns serde_json's error into an io::Error; main's Err prints its Debug, piece by piece.
use std::fs::File;
use std::io::BufReader;

fn main() -> std::io::Result<()> {
    let v: serde_json::Value = serde_json::from_reader(BufReader::new(File::open("data.json")?))?;
    println!("{}", v.is_object());
    Ok(())
}
