// bufscope: stdout=file
// A struct whose Drop writes a trailer into its BufWriter field: drop runs first, then the
// field is dropped and flushes everything in one write.
use std::fs::File;
use std::io::{self, BufWriter, Write};

struct Report {
    out: BufWriter<File>,
    rows: u32,
}

impl Report {
    fn create(path: &str) -> io::Result<Self> {
        Ok(Self {
            out: BufWriter::new(File::create(path)?),
            rows: 0,
        })
    }

    fn row(&mut self, name: &str, value: u64) -> io::Result<()> {
        self.rows += 1;
        writeln!(self.out, "{name:<10}{value:>8}")
    }
}

impl Drop for Report {
    fn drop(&mut self) {
        let _ = writeln!(self.out, "-- {} rows --", self.rows);
        eprintln!("report closed");
    }
}

fn main() -> io::Result<()> {
    let mut report = Report::create("report.txt")?;
    for i in 1..=3u64 {
        report.row("item", i * 1000)?;
    }
    println!("rows written: {}", report.rows);
    Ok(())
}
