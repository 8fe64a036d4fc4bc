use std::fs::File;
use std::io::{IoSlice, LineWriter, Write};

fn main() -> std::io::Result<()> {
    let mut w = LineWriter::new(File::create("out.txt")?);
    w.write_vectored(&[IoSlice::new(b"abc"), IoSlice::new(b"de\nf"), IoSlice::new(b"gh")])?;
    w.flush()?;
    Ok(())
}
