// bufscope: stderr=file
use std::fs::File;

fn main() -> std::io::Result<()> {
    let _f = File::open("missing.txt")?;
    Ok(())
}
