// bufscope: stdout=file
// Many small escape-code writes per frame: buffered, one write per frame.
use std::io::{self, BufWriter, Write};

fn main() -> std::io::Result<()> {
    let mut out = BufWriter::with_capacity(4096, io::stdout().lock());
    for frame in 0..20 {
        write!(out, "\x1b[H")?;
        for row in 0..10 {
            write!(out, "\x1b[{};1H\x1b[2K", row + 1)?;
            write!(out, "frame {} row {}", frame, row)?;
        }
        out.flush()?;
    }
    Ok(())
}
