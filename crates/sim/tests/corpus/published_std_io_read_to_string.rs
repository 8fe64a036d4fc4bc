// Source: https://doc.rust-lang.org/std/io/trait.Read.html#method.read_to_string
// bufscope: input foo.txt=text:300
use std::io;
use std::io::prelude::*;
use std::fs::File;

fn main() -> io::Result<()> {
    let mut f = File::open("foo.txt")?;
    let mut buffer = String::new();

    f.read_to_string(&mut buffer)?;
    Ok(())
}
