// bufscope: stdout=file
// bufscope: stderr=file
use std::fs::File;
use std::io::{self, BufWriter, Write};

fn emit<W: Write>(w: &mut W, n: u32) -> io::Result<()> {
    for i in 0..n {
        writeln!(w, "{}", i)?;
    }
    w.flush()
}

fn shout(mut w: impl Write, text: &str) -> io::Result<()> {
    w.write_all(text.as_bytes())
}

fn main() -> io::Result<()> {
    let mut out = BufWriter::new(File::create("out.txt")?);
    emit(&mut out, 3)?;
    emit(&mut io::stdout(), 2)?;
    shout(io::stderr(), "loud\n")?;
    shout(&mut out, "into the file\n")?;
    Ok(())
}
