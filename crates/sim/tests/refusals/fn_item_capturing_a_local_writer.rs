// rustc: E0434
use std::io::{BufWriter, Write};

fn main() {
    let mut out = BufWriter::new(std::io::stdout());
    fn log(line: &str) {
        writeln!(out, "{line}").unwrap();
    }
    log("start");
}
