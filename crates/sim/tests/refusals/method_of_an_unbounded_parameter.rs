// rustc: E0599
// In `impl<W> Counted<W>` nothing says `W` writes: `flush` needs `impl<W: Write>`.
use std::io::Write;

struct Counted<W> {
    inner: W,
    calls: usize,
}

impl<W> Counted<W> {
    fn done(&mut self) {
        self.inner.flush().unwrap();
    }
}

fn main() {}
