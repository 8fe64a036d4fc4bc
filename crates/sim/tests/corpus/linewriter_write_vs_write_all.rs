use std::fs::File;
use std::io::{LineWriter, Write};

fn main() -> std::io::Result<()> {
    let mut a = LineWriter::new(File::create("a.txt")?);
    a.write(b"abc")?;
    a.write(b"de\nfg")?;
    a.flush()?;
    let mut b = LineWriter::new(File::create("b.txt")?);
    b.write_all(b"abc")?;
    b.write_all(b"de\nfg")?;
    b.flush()?;
    Ok(())
}
