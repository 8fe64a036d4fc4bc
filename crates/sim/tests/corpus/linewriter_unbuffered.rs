use std::fs::File;
use std::io::{LineWriter, Write};

fn main() -> std::io::Result<()> {
    let mut w = LineWriter::with_capacity(0, File::create("out.txt")?);
    let x = std::hint::black_box(7);
    write!(w, "a{}b", x)?;
    w.write_all(b"\n")?;
    Ok(())
}
