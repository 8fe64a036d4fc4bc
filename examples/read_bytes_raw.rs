// bufscope: input data.txt=text:3000
// bufscope: stdout=file
// Reading byte by byte from a bare File: one read syscall per byte.
use std::fs::File;
use std::io::Read;

fn main() -> std::io::Result<()> {
    let f = File::open("data.txt")?;
    let mut count = 0;
    for b in f.bytes() {
        if b? == b'\n' {
            count += 1;
        }
    }
    println!("{} lines", count);
    Ok(())
}
