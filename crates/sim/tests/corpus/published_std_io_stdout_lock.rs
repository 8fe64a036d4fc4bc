// Source: https://doc.rust-lang.org/std/io/struct.Stdout.html#method.lock
use std::io::{self, Write};

fn main() -> io::Result<()> {
    let mut stdout = io::stdout().lock();

    stdout.write_all(b"hello world")?;

    Ok(())
}
