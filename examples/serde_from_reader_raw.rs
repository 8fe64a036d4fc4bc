// bufscope: input data.json=json:20000
// bufscope: stdout=file
// serde_json::from_reader reads one byte per syscall from a bare File.
use std::fs::File;

fn main() -> std::io::Result<()> {
    let v: serde_json::Value = serde_json::from_reader(File::open("data.json")?)?;
    println!("{}", v.is_object());
    Ok(())
}
