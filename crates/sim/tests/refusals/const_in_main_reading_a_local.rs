// rustc: E0435
use std::io::{BufWriter, Write};

fn main() {
    let size = 64;
    const CAPACITY: usize = size * 2;
    let mut out = BufWriter::with_capacity(CAPACITY, std::io::stdout());
    writeln!(out, "{CAPACITY}").unwrap();
}
