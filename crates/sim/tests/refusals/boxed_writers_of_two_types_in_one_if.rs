// rustc: E0308
// Without a `Box<dyn Write>` the `if` and the `else` make boxes of two different types.
use std::fs::File;
use std::io::{self, Write};

fn main() -> io::Result<()> {
    let to_file = std::env::args().count() > 1;
    let mut out = if to_file { Box::new(File::create("out.txt")?) } else { Box::new(io::stdout()) };
    out.write_all(b"hello\n")?;
    Ok(())
}
