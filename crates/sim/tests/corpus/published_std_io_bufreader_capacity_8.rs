// Source: https://doc.rust-lang.org/std/io/struct.BufReader.html#method.capacity
// bufscope: input log.txt="first line\nsecond line\n"
use std::io::{BufReader, BufRead};
use std::fs::File;

fn main() -> std::io::Result<()> {
    let f = File::open("log.txt")?;
    let mut reader = BufReader::new(f);

    let capacity = reader.capacity();
    let buffer = reader.fill_buf()?;
    assert!(buffer.len() <= capacity);
    Ok(())
}
