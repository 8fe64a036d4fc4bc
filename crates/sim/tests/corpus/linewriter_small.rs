use std::fs::File;
use std::io::{LineWriter, Write};

fn main() -> std::io::Result<()> {
    let mut w = LineWriter::with_capacity(16, File::create("out.txt")?);
    w.write_all(b"abc")?;
    w.write_all(b"0123456789012345678\nxy")?;
    for i in 0..20 {
        writeln!(w, "{}", i)?;
    }
    Ok(())
}
