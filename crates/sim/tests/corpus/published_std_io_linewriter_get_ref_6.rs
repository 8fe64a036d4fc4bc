// Source: https://doc.rust-lang.org/std/io/struct.LineWriter.html#method.get_ref
use std::fs::File;
use std::io::LineWriter;

fn main() -> std::io::Result<()> {
    let file = File::create("poem.txt")?;
    let file = LineWriter::new(file);

    let reference = file.get_ref();
    Ok(())
}
