// bufscope: stdout=file
// A BufWriter over stdout: two buffers, and a partial line left in stdout's own.
use std::io::{self, BufWriter, Write};

fn main() -> std::io::Result<()> {
    let mut out = BufWriter::new(io::stdout().lock());
    for i in 1..=20000 {
        writeln!(out, "{}", i)?;
    }
    Ok(())
}
