// bufscope: input data.bin=bytes:100000
// bufscope: stdout=file
// Reads at least as large as the buffer bypass it: the BufReader adds nothing.
use std::fs::File;
use std::io::{BufReader, Read};

fn main() -> std::io::Result<()> {
    let mut r = BufReader::new(File::open("data.bin")?);
    let mut buf = vec![0u8; 16384];
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
