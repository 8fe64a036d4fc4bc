// Source: https://doc.rust-lang.org/std/io/struct.BufReader.html#method.with_capacity
// bufscope: input log.txt=text:100
use std::io::BufReader;
use std::fs::File;

fn main() -> std::io::Result<()> {
    let f = File::open("log.txt")?;
    let reader = BufReader::with_capacity(10, f);
    Ok(())
}
