// bufscope: input data.txt=text:5000
// bufscope: stdout=file
use std::fs::File;
use std::io::Read;

fn main() -> std::io::Result<()> {
    let mut text = String::new();
    File::open("data.txt")?.read_to_string(&mut text)?;
    println!("{} chars", text.len());
    Ok(())
}
