// bufscope: stdout=file
use std::fs::File;
use std::io::{BufWriter, Write};

fn main() -> std::io::Result<()> {
    let mut w = BufWriter::new(File::create("out.txt")?);
    for i in 0..3000 {
        writeln!(w, "{}", i)?;
    }
    Ok(())
}
