// bufscope: input data.txt=text:20000
// bufscope: stdout=file
use std::fs::File;
use std::io::{self, Read, Write};

fn main() -> io::Result<()> {
    let mut f = File::open("data.txt")?;
    let mut out = io::stdout().lock();
    let mut buf = [0u8; 4096];
    let mut total = 0;
    loop {
        match f.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => {
                out.write_all(&buf[..n])?;
                total += n;
            }
            Err(e) => return Err(e),
        }
    }
    eprintln!("{total} bytes");
    Ok(())
}
