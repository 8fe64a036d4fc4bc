// Source: https://doc.rust-lang.org/std/io/fn.stderr.html (using handle.lock())
use std::io::{self, Write};

fn main() -> io::Result<()> {
    let stderr = io::stderr();
    let mut handle = stderr.lock();

    handle.write_all(b"hello world")?;

    Ok(())
}
