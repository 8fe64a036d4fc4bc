// bufscope: stdout=file
// Flushing after every line (C++'s std::endl) adds nothing on stdout: it is already flushed.
use std::io::{self, Write};

fn main() -> std::io::Result<()> {
    let mut out = io::stdout();
    for i in 0..100 {
        writeln!(out, "{}", i)?;
        out.flush()?;
    }
    Ok(())
}
