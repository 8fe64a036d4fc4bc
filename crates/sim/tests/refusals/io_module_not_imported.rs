// rustc: E0433
use std::io::Write;

fn main() -> std::io::Result<()> {
    let mut out = io::stdout();
    out.write_all(b"hi\n")?;
    Ok(())
}
