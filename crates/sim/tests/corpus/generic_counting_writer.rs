// A generic wrapper that counts the calls reaching the writer it holds, the usual way to see
// how often a buffer lets bytes through: straight over a locked stdout (every piece of a
// `writeln!` is a call, and a `write` syscall), over a `Vec<u8>` given back by `into_inner`;
// a tuple struct over two writers; a generic `Display`.
use std::fmt;
use std::io::{self, Write};

struct CountingWriter<W: Write> {
    inner: W,
    calls: usize,
    bytes: usize,
}

impl<W: Write> CountingWriter<W> {
    fn new(inner: W) -> Self {
        CountingWriter { inner, calls: 0, bytes: 0 }
    }

    fn into_inner(self) -> W {
        self.inner
    }
}

impl<W: Write> Write for CountingWriter<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.calls += 1;
        let n = self.inner.write(buf)?;
        self.bytes += n;
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

struct Tee<A, B>(A, B);

impl<A: Write, B: Write> Write for Tee<A, B> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.write_all(buf)?;
        self.1.write_all(buf)?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.flush()?;
        self.1.flush()
    }
}

struct Labeled<T> {
    label: &'static str,
    value: T,
}

impl<T: fmt::Display> fmt::Display for Labeled<T> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}={}", self.label, self.value)
    }
}

fn main() -> io::Result<()> {
    let mut direct = CountingWriter::new(io::stdout().lock());
    for i in 0..3 {
        writeln!(direct, "direct {i}")?;
    }
    eprintln!("direct: {} calls, {} bytes", direct.calls, direct.bytes);

    let mut memory = CountingWriter::new(Vec::new());
    write!(memory, "{}-{}", 1, 2)?;
    let calls = memory.calls;
    let bytes: Vec<u8> = memory.into_inner();
    println!("{calls} calls, {:?}", String::from_utf8(bytes));

    let mut both = Tee(Vec::new(), io::stderr());
    writeln!(both, "to both")?;
    println!("kept {} bytes", both.0.len());

    let speed = Labeled { label: "speed", value: 3.5 };
    let count = Labeled { label: "count", value: 7u8 };
    println!("{speed} {count} {}", count.to_string().len());
    Ok(())
}
