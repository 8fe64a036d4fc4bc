// A counting writer: the script's own io::Write over a File. write! hands write_all each
// piece core::fmt writes, so an unbuffered File gets one write per piece, as compiled.
use std::fs::File;
use std::io::{self, Write};

/// Counts the calls and bytes that reach the file it wraps.
struct Counting {
    inner: File,
    calls: usize,
    bytes: usize,
}

impl Write for Counting {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.calls += 1;
        self.bytes += n;
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

fn report<W: Write>(out: &mut W, rows: u32) -> io::Result<()> {
    for i in 0..rows {
        writeln!(out, "row {i}: {}", i * i)?;
    }
    out.write_all(b"end\n")?;
    out.flush()
}

fn main() -> io::Result<()> {
    let mut counting = Counting { inner: File::create("out.txt")?, calls: 0, bytes: 0 };
    report(&mut counting, 3)?;
    write!(counting, "plain")?;
    eprintln!("{} calls, {} bytes", counting.calls, counting.bytes);
    Ok(())
}
