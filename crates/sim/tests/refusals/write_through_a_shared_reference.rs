// rustc: E0596
use std::fs::File;
use std::io::{BufWriter, Write};

fn emit(w: &BufWriter<File>) -> std::io::Result<()> {
    w.write_all(b"line\n")
}

fn main() -> std::io::Result<()> {
    let w = BufWriter::new(File::create("out.txt")?);
    emit(&w)
}
