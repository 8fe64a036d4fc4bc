// rustc: E0382
use std::io::{self, BufWriter, Write};
fn main() -> io::Result<()> {
    let pair = (BufWriter::new(io::stdout()), String::from("label"));
    let (mut out, _) = pair;
    writeln!(out, "{}", pair.1)?;
    let (again, _) = pair;
    drop(again);
    Ok(())
}
