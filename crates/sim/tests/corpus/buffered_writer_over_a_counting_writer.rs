// bufscope: stdout=file
// The classic way to see buffering without strace: a writer of the script's own that counts
// the calls it gets, written to directly and then through std's BufWriter and LineWriter.
use std::io::{self, BufWriter, LineWriter, Write};

struct CallCounter {
    calls: usize,
    bytes: usize,
}

impl CallCounter {
    fn new() -> CallCounter {
        CallCounter { calls: 0, bytes: 0 }
    }
}

impl Write for CallCounter {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.calls += 1;
        self.bytes += buf.len();
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

fn fill<W: Write>(out: &mut W, lines: u32) -> io::Result<()> {
    for n in 0..lines {
        writeln!(out, "entry {n}: {}", n * n)?;
    }
    Ok(())
}

fn main() -> io::Result<()> {
    let mut direct = CallCounter::new();
    fill(&mut direct, 300)?;
    println!("direct:     {:>4} calls for {} bytes", direct.calls, direct.bytes);

    let mut buffered = BufWriter::new(CallCounter::new());
    fill(&mut buffered, 300)?;
    println!(
        "before flush: {} calls, {} bytes waiting",
        buffered.get_ref().calls,
        buffered.buffer().len()
    );
    let counted = buffered.into_inner()?;
    println!("BufWriter:  {:>4} calls for {} bytes", counted.calls, counted.bytes);

    let mut small = BufWriter::with_capacity(64, CallCounter::new());
    fill(&mut small, 300)?;
    small.flush()?;
    let counted = small.get_ref();
    println!("64-byte buffer: {:>4} calls for {} bytes", counted.calls, counted.bytes);

    let mut lines = LineWriter::new(CallCounter::new());
    fill(&mut lines, 300)?;
    let counted = lines.get_ref();
    println!("LineWriter: {:>4} calls for {} bytes", counted.calls, counted.bytes);
    Ok(())
}
