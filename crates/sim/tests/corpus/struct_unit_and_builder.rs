// A unit struct with Display, and a builder whose methods take and return Self.
use std::fmt;
use std::io::{self, Write};

struct Separator;

impl fmt::Display for Separator {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("----")
    }
}

#[derive(Debug, Default)]
struct Options {
    capacity: usize,
    verbose: bool,
}

impl Options {
    fn new() -> Self {
        Self { capacity: 8192, verbose: false }
    }
    fn capacity(mut self, n: usize) -> Self {
        self.capacity = n;
        self
    }
    fn verbose(mut self, on: bool) -> Self {
        self.verbose = on;
        self
    }
}

fn main() -> io::Result<()> {
    let opts = Options::new().capacity(16).verbose(true);
    let mut out = io::BufWriter::with_capacity(opts.capacity, io::stdout());
    writeln!(out, "{}", Separator)?;
    writeln!(out, "{:?}", opts)?;
    writeln!(out, "{Separator}")?;
    out.flush()?;
    eprintln!("{:?} {}", opts.verbose, Separator);
    Ok(())
}
