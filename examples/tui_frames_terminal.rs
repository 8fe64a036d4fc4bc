// bufscope: stdout=terminal stderr=terminal
// Redrawing a screen with many small escape-code writes, unbuffered on stderr and buffered on stdout.
use std::io::{self, BufWriter, Write};

fn main() -> std::io::Result<()> {
    let mut err = io::stderr().lock();
    for frame in 0..3 {
        write!(err, "\x1b[H\x1b[2J")?;
        for row in 0..5 {
            write!(err, "\x1b[{};1H", row + 1)?;
            write!(err, "frame {} row {}", frame, row)?;
        }
    }
    let mut out = BufWriter::with_capacity(1024, io::stdout().lock());
    for frame in 0..3 {
        write!(out, "\x1b[H\x1b[2J")?;
        for row in 0..5 {
            write!(out, "\x1b[{};1H", row + 1)?;
            write!(out, "frame {} row {}", frame, row)?;
        }
        out.flush()?;
    }
    Ok(())
}
