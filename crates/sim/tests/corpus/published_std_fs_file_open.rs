// Source: https://doc.rust-lang.org/std/fs/struct.File.html#method.open
// bufscope: input foo.txt="x"
use std::fs::File;
use std::io::Read;

fn main() -> std::io::Result<()> {
    let mut f = File::open("foo.txt")?;
    let mut data = vec![];
    f.read_to_end(&mut data)?;
    Ok(())
}
