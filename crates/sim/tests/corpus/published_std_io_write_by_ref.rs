// Source: https://doc.rust-lang.org/std/io/trait.Write.html#method.by_ref
use std::io::Write;
use std::fs::File;

fn main() -> std::io::Result<()> {
    let mut buffer = File::create("foo.txt")?;

    // we can use reference just like our original buffer
    let reference = buffer.by_ref();
    reference.write_all(b"some bytes")?;
    Ok(())
}
