// Source: https://doc.rust-lang.org/std/io/trait.Read.html#method.read_exact
// bufscope: input foo.txt="0123456789abcdef"
use std::io;
use std::io::prelude::*;
use std::fs::File;

fn main() -> io::Result<()> {
    let mut f = File::open("foo.txt")?;
    let mut buffer = [0; 10];

    // read exactly 10 bytes
    f.read_exact(&mut buffer)?;
    Ok(())
}
