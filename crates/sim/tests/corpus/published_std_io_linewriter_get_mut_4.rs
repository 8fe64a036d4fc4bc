// Source: https://doc.rust-lang.org/std/io/struct.LineWriter.html#method.get_mut
use std::fs::File;
use std::io::LineWriter;

fn main() -> std::io::Result<()> {
    let file = File::create("poem.txt")?;
    let mut file = LineWriter::new(file);

    // we can use reference just like file
    let reference = file.get_mut();
    Ok(())
}
