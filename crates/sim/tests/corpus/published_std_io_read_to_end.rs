// Source: https://doc.rust-lang.org/std/io/trait.Read.html#method.read_to_end
// bufscope: input foo.txt=text:5000
use std::io;
use std::io::prelude::*;
use std::fs::File;

fn main() -> io::Result<()> {
    let mut f = File::open("foo.txt")?;
    let mut buffer = Vec::new();

    // read the whole file
    f.read_to_end(&mut buffer)?;
    Ok(())
}
