// rustc: E0277
// `BufWriter::new` wants a writer: `Counted<u8>` is one only if `u8` were.
use std::io::{self, BufWriter, Write};

struct Counted<W> {
    inner: W,
}

impl<W: Write> Write for Counted<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.inner.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

fn main() {
    let out = BufWriter::new(Counted { inner: 5u8 });
}
