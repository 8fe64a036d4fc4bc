// rustc: E0599
// `Counted<u8>` is a `Write` only if `u8` is one: the method exists, its bound is not met.
use std::io::{self, Write};

struct Counted<W> {
    inner: W,
    calls: usize,
}

impl<W> Counted<W> {
    fn new(inner: W) -> Self {
        Counted { inner, calls: 0 }
    }
}

impl<W: Write> Write for Counted<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.calls += 1;
        self.inner.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

fn main() {
    let mut c = Counted::new(5u8);
    c.write_all(b"x").unwrap();
}
