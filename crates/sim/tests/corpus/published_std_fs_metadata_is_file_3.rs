// Source: https://doc.rust-lang.org/std/fs/struct.Metadata.html#method.is_file
// bufscope: input foo.txt="Hello, world!"
use std::fs;

fn main() -> std::io::Result<()> {
    let metadata = fs::metadata("foo.txt")?;

    assert!(metadata.is_file());
    Ok(())
}
