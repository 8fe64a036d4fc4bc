use std::fs::File;
use std::io::{self, BufWriter, Write};

fn emit(w: &mut dyn Write, i: u32) -> io::Result<()> {
    writeln!(w, "{}", i)
}

fn main() -> io::Result<()> {
    let mut w = BufWriter::new(File::create("out.txt")?);
    let out = &mut w;
    for i in 0..3 {
        emit(out, i)?;
        out.flush()?;
    }
    w.flush()?;
    Ok(())
}
