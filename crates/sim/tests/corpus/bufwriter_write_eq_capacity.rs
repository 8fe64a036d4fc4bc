use std::fs::File;
use std::io::{BufWriter, Write};

fn main() -> std::io::Result<()> {
    let mut w = BufWriter::with_capacity(16, File::create("out.txt")?);
    w.write_all(b"0123456789")?;
    w.write_all(b"0123456789abcdef")?;
    w.write_all(b"tail")?;
    Ok(())
}
