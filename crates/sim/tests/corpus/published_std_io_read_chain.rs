// Source: https://doc.rust-lang.org/std/io/trait.Read.html#method.chain
// bufscope: input foo.txt="foo contents\n"
// bufscope: input bar.txt="bar contents\n"
use std::io;
use std::io::prelude::*;
use std::fs::File;

fn main() -> io::Result<()> {
    let f1 = File::open("foo.txt")?;
    let f2 = File::open("bar.txt")?;

    let mut handle = f1.chain(f2);
    let mut buffer = String::new();

    // read the value into a String. We could use any Read method here,
    // this is just one example.
    handle.read_to_string(&mut buffer)?;
    Ok(())
}
