// bufscope: stdout=file
// A writer of the script's own that is interrupted, fails, and then accepts nothing: std's
// BufWriter retries the interruption, returns the failure as it is, and turns the zero into
// its own WriteZero error. The writer's Drop runs after the BufWriter's last flush.
use std::io::{self, BufWriter, ErrorKind, LineWriter, Write};

#[derive(Debug)]
struct Unreliable {
    calls: u32,
    name: &'static str,
}

impl Write for Unreliable {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.calls += 1;
        match self.calls {
            2 => Err(io::Error::new(ErrorKind::Interrupted, "try again")),
            4 => Err(io::Error::new(ErrorKind::Other, "device unplugged")),
            5 => Ok(0),
            _ => Ok(buf.len()),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        if self.calls > 20 {
            return Err(io::Error::new(ErrorKind::BrokenPipe, "reader went away"));
        }
        Ok(())
    }
}

impl Drop for Unreliable {
    fn drop(&mut self) {
        println!("{} dropped after {} calls", self.name, self.calls);
    }
}

fn report<W: Write>(out: &mut W, round: u32) -> io::Result<()> {
    writeln!(out, "round {round:02} of the report")?;
    out.flush()
}

fn main() {
    let mut w = BufWriter::with_capacity(12, Unreliable { calls: 0, name: "first" });
    for round in 0..5 {
        match report(&mut w, round) {
            Ok(()) => println!("round {round}: ok after {} calls", w.get_ref().calls),
            Err(e) => println!("round {round}: {e} ({:?}) / {e:?}", e.kind()),
        }
    }

    let mut borrowed = Unreliable { calls: 10, name: "borrowed" };
    {
        let mut lines = LineWriter::new(&mut borrowed);
        writeln!(lines, "a line").unwrap();
        write!(lines, "and part of one").unwrap();
    }
    println!("borrowed writer: {} calls", borrowed.calls);

    let mut late = BufWriter::new(Unreliable { calls: 30, name: "late" });
    late.write_all(b"waits in the buffer").unwrap();
    if let Err(e) = late.flush() {
        println!("flush: {e}");
    }
    let (parts, held) = BufWriter::new(Unreliable { calls: 7, name: "parts" }).into_parts();
    println!("into_parts: {} calls, {:?}", parts.calls, held);
    let mut dropped = BufWriter::new(Unreliable { calls: 6, name: "dropped" });
    write!(dropped, "flushed by the drop").unwrap();
    println!("end of main");
}
