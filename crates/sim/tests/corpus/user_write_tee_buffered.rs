// bufscope: stdout=file
// A tee: the script's writer sends everything to a BufWriter over stdout and, unbuffered, to
// stderr; std's write_all and write! run over its write.
use std::io::{self, BufWriter, Write};

struct Tee {
    buffered: BufWriter<io::Stdout>,
    copies: io::Stderr,
}

impl Write for Tee {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.buffered.write(buf)?;
        self.copies.write_all(&buf[..n])?;
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.buffered.flush()
    }
}

fn main() -> io::Result<()> {
    let mut tee = Tee {
        buffered: BufWriter::with_capacity(32, io::stdout()),
        copies: io::stderr(),
    };
    for word in ["alpha", "beta", "gamma"] {
        writeln!(tee, "{word} has {} letters", word.len())?;
    }
    tee.write_all(b"done\n")?;
    tee.flush()?;
    Ok(())
}
