// bufscope: input data.json=json:200000
// bufscope: stdout=file
use std::fs::File;
use std::io::Read;

fn main() -> std::io::Result<()> {
    let mut text = String::new();
    File::open("data.json")?.read_to_string(&mut text)?;
    let v: serde_json::Value = serde_json::from_str(&text)?;
    println!("{}", v.is_object());
    Ok(())
}
