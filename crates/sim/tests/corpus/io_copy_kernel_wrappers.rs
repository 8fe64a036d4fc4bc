// Which wrappers std's kernel copy sees through: a BufWriter over the locked stdout is flushed
// (its bytes pass through stdout's LineWriter) before sendfile to the terminal; a LineWriter
// is not one of them, so a copy into a LineWriter<File> is the read/write loop; a Take over a
// BufReader over a Take drains the buffer up to both limits, then copy_file_range takes the
// smaller limit left.
// bufscope: input in.txt=text:27019
// bufscope: stdout=terminal
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, LineWriter, Read, Write};

fn main() -> io::Result<()> {
    let mut w = BufWriter::new(io::stdout().lock());
    write!(w, "first line\nno newline yet")?;
    let mut f = File::open("in.txt")?;
    let n = io::copy(&mut f, &mut w)?;
    drop(w);
    eprintln!("through a BufWriter {n}");
    let mut lines = LineWriter::new(File::create("lines.txt")?);
    let mut f = File::open("in.txt")?;
    let n = io::copy(&mut f, &mut lines)?;
    drop(lines);
    eprintln!("into a LineWriter {n}");
    let mut inner = BufReader::with_capacity(4096, File::open("in.txt")?.take(10000));
    inner.fill_buf()?;
    let mut out = File::create("nested.txt")?;
    let mut outer = inner.take(7000);
    let n = io::copy(&mut outer, &mut out)?;
    eprintln!("nested takes {n} {}", outer.limit());
    Ok(())
}
