// Source: https://doc.rust-lang.org/std/io/fn.stderr.html
use std::io::{self, Write};

fn main() -> io::Result<()> {
    io::stderr().write_all(b"hello world")?;

    Ok(())
}
