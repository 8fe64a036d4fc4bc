// Source: https://doc.rust-lang.org/std/fs/struct.Metadata.html#method.is_dir
// bufscope: input foo.txt="Hello, world!"
fn main() -> std::io::Result<()> {
    use std::fs;

    let metadata = fs::metadata("foo.txt")?;

    assert!(!metadata.is_dir());
    Ok(())
}
