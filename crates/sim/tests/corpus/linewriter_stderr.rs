// bufscope: stderr=file
use std::io::{self, LineWriter, Write};

fn main() -> std::io::Result<()> {
    let mut err = LineWriter::new(io::stderr());
    for i in 0..100 {
        writeln!(err, "{}", i)?;
    }
    Ok(())
}
