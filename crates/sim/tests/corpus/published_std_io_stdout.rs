// Source: https://doc.rust-lang.org/std/io/fn.stdout.html
use std::io::{self, Write};

fn main() -> io::Result<()> {
    io::stdout().write_all(b"hello world")?;

    Ok(())
}
