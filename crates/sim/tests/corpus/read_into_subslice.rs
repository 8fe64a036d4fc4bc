// bufscope: input data.bin=bytes:1000
// bufscope: stdout=file
use std::fs::File;
use std::io::Read;

fn main() -> std::io::Result<()> {
    let mut f = File::open("data.bin")?;
    let mut buf = [0u8; 64];
    let n = f.read(&mut buf[10..40])?;
    f.read_exact(&mut buf[..16])?;
    println!("{} then 16: {}", n, buf[0]);
    Ok(())
}
