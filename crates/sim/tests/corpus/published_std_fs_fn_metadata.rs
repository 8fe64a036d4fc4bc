// Source: https://doc.rust-lang.org/std/fs/fn.metadata.html
use std::fs;

fn main() -> std::io::Result<()> {
    let attr = fs::metadata("/some/file/path.txt")?;
    // inspect attr ...
    Ok(())
}
