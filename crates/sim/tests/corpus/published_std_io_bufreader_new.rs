// Source: https://doc.rust-lang.org/std/io/struct.BufReader.html#method.new
// bufscope: input log.txt=text:100
use std::io::BufReader;
use std::fs::File;

fn main() -> std::io::Result<()> {
    let f = File::open("log.txt")?;
    let reader = BufReader::new(f);
    Ok(())
}
