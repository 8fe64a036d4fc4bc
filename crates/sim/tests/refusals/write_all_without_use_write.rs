// rustc: E0599
use std::fs::File;

fn main() -> std::io::Result<()> {
    let mut f = File::create("out.txt")?;
    f.write_all(b"hello\n")?;
    Ok(())
}
