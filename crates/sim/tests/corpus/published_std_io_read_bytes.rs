// Source: https://doc.rust-lang.org/std/io/trait.Read.html#method.bytes
// bufscope: input foo.txt="abc"
use std::io;
use std::io::prelude::*;
use std::fs::File;

fn main() -> io::Result<()> {
    let f = File::open("foo.txt")?;

    for byte in f.bytes() {
        println!("{}", byte?);
    }
    Ok(())
}
