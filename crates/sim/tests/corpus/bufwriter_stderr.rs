// bufscope: stderr=file
// Giving stderr a buffer makes it as cheap as stdout.
use std::io::{self, BufWriter, Write};

fn main() -> std::io::Result<()> {
    let mut err = BufWriter::new(io::stderr().lock());
    for i in 0..2000 {
        writeln!(err, "{}", i)?;
    }
    Ok(())
}
