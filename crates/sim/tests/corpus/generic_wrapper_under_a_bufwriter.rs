// A wrapper generic over any writer, its constructor and accessor in an `impl<W>` without
// bounds, its `Write` in an `impl<W: Write>`, under a 16-byte `BufWriter`: the buffer lets two
// calls through, and stdout's own `LineWriter` keeps both until the flush. stdout is a pipe.
// bufscope: stdout=pipe
use std::io::{self, BufWriter, Write};

struct Counted<W> {
    inner: W,
    writes: usize,
}

impl<W> Counted<W> {
    fn new(inner: W) -> Self {
        Counted { inner, writes: 0 }
    }

    fn get_ref(&self) -> &W {
        &self.inner
    }
}

impl<W: Write> Write for Counted<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.writes += 1;
        self.inner.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

struct Pair<T> {
    left: T,
    right: T,
}

fn main() -> io::Result<()> {
    let mut out = BufWriter::with_capacity(16, Counted::new(io::stdout()));
    for word in ["alpha", "beta", "gamma", "delta", "epsilon"] {
        write!(out, "{word} ")?;
    }
    out.flush()?;
    eprintln!("{} writes reached stdout", out.get_ref().writes);
    let counted = out.into_inner()?;
    let _stdout: &io::Stdout = counted.get_ref();
    eprintln!("{}", counted.writes);
    let pair = Pair { left: String::from("ab"), right: String::from("cde") };
    let Pair { left, right } = pair;
    println!("{}", left.len() + right.len());
    Ok(())
}
