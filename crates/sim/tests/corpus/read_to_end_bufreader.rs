// bufscope: input data.bin=bytes:50000
// bufscope: stdout=file
use std::fs::File;
use std::io::{BufReader, Read};

fn main() -> std::io::Result<()> {
    let mut r = BufReader::new(File::open("data.bin")?);
    let mut head = [0u8; 10];
    r.read_exact(&mut head)?;
    let mut rest = Vec::new();
    r.read_to_end(&mut rest)?;
    println!("{} + {} bytes", head.len(), rest.len());
    Ok(())
}
