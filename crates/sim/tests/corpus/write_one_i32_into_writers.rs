// bufscope: stderr=file
// `write!` of one `i32` into writers of every kind: an unbuffered `File` (each piece of the
// format, a minus sign too, is its own `write`), a `BufWriter`, a `Vec<u8>`, a field, and
// the script's own `Write`, whose `write` sees each piece.
use std::fs::File;
use std::io::{self, BufWriter, Write};

struct Pieces {
    seen: usize,
}

impl Write for Pieces {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.seen += 1;
        eprintln!("piece {}: {:?}", self.seen, String::from_utf8_lossy(buf));
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

struct Report {
    out: File,
}

fn main() -> io::Result<()> {
    let n = std::hint::black_box(-7);
    let mut file = File::create("plain.txt")?;
    for i in -2..=2 {
        write!(file, "{}", i)?;
        writeln!(file, "{i:?}")?;
    }
    writeln!(file, "n = {} units", n)?;
    writeln!(file, "{:>4}|{:x}", n, n)?;

    let mut buffered = BufWriter::new(File::create("buffered.txt")?);
    for i in 0..3 {
        writeln!(buffered, "{}", i)?;
    }
    buffered.flush()?;

    let mut bytes: Vec<u8> = Vec::new();
    write!(&mut bytes, "[{}]", n)?;
    write!(bytes, "{n:?}")?;
    println!("{:?}", bytes);

    let mut report = Report { out: File::create("report.txt")? };
    writeln!(report.out, "{}", n)?;

    let mut pieces = Pieces { seen: 0 };
    write!(pieces, "<{}>", n)?;
    writeln!(pieces, "{:?}", i32::MIN)?;
    eprintln!("{} pieces", pieces.seen);
    Ok(())
}
