// A report that holds two counting writers: one over a Vec (a field naming the generic
// struct declared below it, with a concrete writer), one generic over any writer (its
// parameter passed on, bounded as the inner struct asks). Functions take and return them
// by their full types. The Vec's side makes no syscall; stdout's lines leave one by one.
use std::io::{self, Write};

struct Report<W: Write> {
    log: Tally<Vec<u8>>,
    out: Tally<W>,
}

struct Tally<W: Write> {
    inner: W,
    writes: usize,
}

impl<W: Write> Write for Tally<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.writes += 1;
        self.inner.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

fn tally_of(inner: Vec<u8>) -> Tally<Vec<u8>> {
    Tally { inner, writes: 0 }
}

fn note(report: &mut Report<io::Stdout>, line: &str) -> io::Result<()> {
    writeln!(report.log, "{line}")?;
    writeln!(report.out, "{line}")
}

fn logged(log: &Tally<Vec<u8>>) -> usize {
    log.inner.len()
}

fn main() -> io::Result<()> {
    let mut report = Report {
        log: tally_of(Vec::new()),
        out: Tally { inner: io::stdout(), writes: 0 },
    };
    for line in ["first", "second", "third"] {
        note(&mut report, line)?;
    }
    eprintln!(
        "{} bytes logged in {} writes; {} writes to stdout",
        logged(&report.log),
        report.log.writes,
        report.out.writes
    );
    Ok(())
}
