// bufscope: stdout=file
// A writer of the script's own that takes at most a few bytes per call and says so: std's
// BufWriter and LineWriter call it again for the rest, pass big writes straight through, and
// flush what they hold when flushed, given back or dropped.
use std::io::{self, BufWriter, LineWriter, Write};

#[derive(Debug)]
struct Narrow {
    at_most: usize,
    taken: Vec<u8>,
    calls: u32,
}

impl Narrow {
    fn new(at_most: usize) -> Narrow {
        Narrow { at_most, taken: Vec::new(), calls: 0 }
    }
}

impl Write for Narrow {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = buf.len().min(self.at_most);
        self.calls += 1;
        self.taken.extend_from_slice(&buf[..n]);
        println!("    write of {:>2} bytes took {}", buf.len(), n);
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        println!("    flush");
        Ok(())
    }
}

fn main() -> io::Result<()> {
    let mut w = BufWriter::with_capacity(10, Narrow::new(4));
    for piece in [&b"seven b"[..], b"yte", b"s and a much longer piece", b"!"] {
        println!("write_all of {} bytes", piece.len());
        w.write_all(piece)?;
        println!("  holds {:?}", String::from_utf8_lossy(w.buffer()));
    }
    let n = w.write(b"a write of twenty ch")?;
    println!("write returned {n}, holds {}", w.buffer().len());
    println!("flush");
    w.flush()?;
    w.get_mut().at_most = 64;
    write!(w, "{}-{}", 12, "end")?;
    let narrow = w.into_inner()?;
    println!(
        "{} calls took {:?}",
        narrow.calls,
        String::from_utf8_lossy(&narrow.taken)
    );

    let mut lw = LineWriter::with_capacity(16, Narrow::new(5));
    println!("LineWriter");
    write!(lw, "no newline yet")?;
    writeln!(lw, ", now one")?;
    lw.write_all(b"two\nlines\nand a tail")?;
    println!("dropping the LineWriter");
    drop(lw);

    let mut last = BufWriter::new(Narrow::new(8));
    last.write_all(b"held until the end of main")?;
    println!("main returns");
    Ok(())
}
