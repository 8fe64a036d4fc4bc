// A struct that holds `&'a mut W` writes through to the writer its caller owns: a logger over
// a `Vec<u8>` that the caller reads once the logger is done, and a report over a `BufWriter`
// whose rows wait in the buffer until the caller flushes it after the report is consumed.
use std::io::{self, BufWriter, Write};

struct Logger<'a, W: Write> {
    out: &'a mut W,
    lines: usize,
}

impl<'a, W: Write> Logger<'a, W> {
    fn new(out: &'a mut W) -> Self {
        Logger { out, lines: 0 }
    }

    fn log(&mut self, msg: &str) -> io::Result<()> {
        self.lines += 1;
        writeln!(self.out, "[{}] {}", self.lines, msg)
    }
}

struct Report<'a, W: Write> {
    out: &'a mut W,
    rows: u32,
}

impl<'a, W: Write> Report<'a, W> {
    fn row(&mut self, name: &str, value: u32) -> io::Result<()> {
        self.rows += 1;
        writeln!(self.out, "{name:<8}{value:>6}")
    }

    fn finish(self) -> io::Result<u32> {
        writeln!(self.out, "{} rows", self.rows)?;
        Ok(self.rows)
    }
}

fn fill(r: &mut Report<'_, BufWriter<io::Stdout>>) -> io::Result<()> {
    r.row("reads", 12)?;
    r.row("writes", 3)
}

fn main() -> io::Result<()> {
    let mut kept: Vec<u8> = Vec::new();
    {
        let mut log = Logger::new(&mut kept);
        log.log("start")?;
        log.log("end")?;
    }
    println!("{} bytes kept", kept.len());

    let mut out = BufWriter::new(io::stdout());
    let mut report = Report { out: &mut out, rows: 0 };
    fill(&mut report)?;
    let n = report.finish()?;
    out.write_all(&kept)?;
    out.flush()?;
    eprintln!("flushed {n} rows");

    let stderr = io::stderr();
    let mut lock = stderr.lock();
    let mut log = Logger::new(&mut lock);
    log.log("to stderr")?;
    writeln!(out, "after")?;
    Ok(())
}
