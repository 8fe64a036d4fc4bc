use std::fs::File;
use std::io::{BufWriter, Write};

fn main() -> std::io::Result<()> {
    let mut w = BufWriter::new(File::create("out.txt")?);
    w.write_all(b"header")?;
    let mut f = w.into_inner()?;
    f.write_all(b"direct")?;
    Ok(())
}
