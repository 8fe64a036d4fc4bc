// Source: https://doc.rust-lang.org/std/io/fn.stdout.html (using handle.lock())
use std::io::{self, Write};

fn main() -> io::Result<()> {
    let stdout = io::stdout();
    let mut handle = stdout.lock();

    handle.write_all(b"hello world")?;

    Ok(())
}
