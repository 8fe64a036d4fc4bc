// rustc: E0282
use std::io::{self, Write};
fn main() -> io::Result<()> {
    let mut out = io::stdout().lock();
    let last = None;
    if last.is_none() {
        writeln!(out, "nothing yet")?;
    }
    Ok(())
}
