// bufscope: stdout=file
// A closure that borrows a BufWriter from its surroundings: for_each writes every item
// through the same buffer, which flushes once at the end.
use std::io::{self, BufWriter, Write};

fn main() -> io::Result<()> {
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(64, stdout.lock());
    let mut written = 0;
    (1..=20).map(|n| n * 3).filter(|n| n % 2 == 1).for_each(|n| {
        writeln!(out, "value {n}").unwrap();
        written += 1;
    });
    writeln!(out, "{written} lines")?;
    out.flush()?;
    Ok(())
}
