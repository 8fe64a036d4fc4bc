// io::copy empties the buffers first: what a BufReader holds goes into the BufWriter with
// write_all, the BufWriter is flushed, then copy_file_range moves the rest. A `Take` caps
// every copy_file_range and drain at its limit, and stops without a last call.
// bufscope: input in.txt=text:27019
// bufscope: stdout=file
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Read, Write};

fn main() -> io::Result<()> {
    let mut r = BufReader::new(File::open("in.txt")?);
    let got = r.fill_buf()?.len();
    r.consume(100);
    let mut w = BufWriter::new(File::create("copy.txt")?);
    w.write_all(b"header\n")?;
    let n = io::copy(&mut r, &mut w)?;
    eprintln!("buffered {got}, copied {n}");
    drop(w);
    let f = File::open("in.txt")?;
    let n = io::copy(&mut f.take(5000), &mut io::stdout().lock())?;
    eprintln!("take {n}");
    let mut r = BufReader::with_capacity(1000, File::open("in.txt")?);
    r.fill_buf()?;
    let mut limited = r.take(600);
    let n = io::copy(&mut limited, &mut io::stdout().lock())?;
    eprintln!("take of a BufReader {n}");
    let mut r = limited.into_inner();
    let mut limited = (&mut r).take(3000);
    let n = io::copy(&mut limited, &mut io::stdout().lock())?;
    eprintln!("then {n} {}", limited.limit());
    Ok(())
}
