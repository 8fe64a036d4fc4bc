// Source: https://doc.rust-lang.org/std/fs/struct.Metadata.html#method.len
// bufscope: input foo.txt="Hello, world!"
use std::fs;

fn main() -> std::io::Result<()> {
    let metadata = fs::metadata("foo.txt")?;

    assert_eq!(0, metadata.len());
    Ok(())
}
