// rustc: E0433
use std::io::Write;

fn main() -> std::io::Result<()> {
    let mut f = File::create("out.txt")?;
    f.write_all(b"hi\n")?;
    Ok(())
}
