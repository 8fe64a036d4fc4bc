// bufscope: input data.bin=bytes:10240
// bufscope: stdout=file
use std::fs::File;
use std::io::{BufReader, Read};

fn main() -> std::io::Result<()> {
    let mut r = BufReader::with_capacity(1000, File::open("data.bin")?);
    let mut one = [0u8; 1];
    let mut n = 0;
    while r.read_exact(&mut one).is_ok() {
        n += 1;
    }
    println!("{} bytes", n);
    Ok(())
}
