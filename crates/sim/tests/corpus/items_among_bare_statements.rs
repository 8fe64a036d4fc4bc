// Items among bare statements: the exported program wraps the statements in `main`, where
// a helper `fn` (called through a BufWriter it is given) and a derived-Debug struct are
// items of `main`'s body, in scope before and after their lines.
use std::io::{BufWriter, Write};
let mut out = BufWriter::new(std::io::stdout());
fn row(out: &mut BufWriter<std::io::Stdout>, n: u32) -> std::io::Result<()> {
    writeln!(out, "row {n}")
}
#[derive(Debug)]
struct Tally { rows: u32 }
for n in 0..3 {
    row(&mut out, n)?;
}
let tally = Tally { rows: 3 };
writeln!(out, "{tally:?}")?;
out.flush()?;
