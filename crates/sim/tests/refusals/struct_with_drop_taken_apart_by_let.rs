// rustc: E0509
use std::io::{self, BufWriter, Stdout, Write};
struct Log {
    out: BufWriter<Stdout>,
    lines: usize,
}
impl Drop for Log {
    fn drop(&mut self) {
        let _ = writeln!(self.out, "{} lines", self.lines);
    }
}
fn main() {
    let log = Log { out: BufWriter::new(io::stdout()), lines: 0 };
    let Log { out, .. } = log;
    drop(out);
}
