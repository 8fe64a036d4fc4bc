// bufscope: input data.bin=bytes:20000
// bufscope: stdout=file
use std::fs::File;
use std::io::{BufReader, Read};

fn main() -> std::io::Result<()> {
    let mut r = BufReader::new(File::open("data.bin")?);
    let mut buf = [0u8; 100];
    let mut total = 0;
    loop {
        let n = r.read(&mut buf)?;
        if n == 0 {
            break;
        }
        total += n;
    }
    println!("{} bytes", total);
    Ok(())
}
