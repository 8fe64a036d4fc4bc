// bufscope: input data.json=json:200000
// bufscope: stdout=file
use std::fs::File;
use std::io::BufReader;

fn main() -> std::io::Result<()> {
    let v: serde_json::Value = serde_json::from_reader(BufReader::new(File::open("data.json")?))?;
    println!("{}", v.is_object());
    Ok(())
}
