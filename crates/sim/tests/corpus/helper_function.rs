// bufscope: stdout=file
use std::fs::File;
use std::io::{BufWriter, Write};

fn emit(w: &mut BufWriter<File>, n: u32) -> std::io::Result<()> {
    for i in 0..n {
        write!(w, "{},", i)?;
    }
    writeln!(w)
}

fn main() -> std::io::Result<()> {
    let mut w = BufWriter::with_capacity(64, File::create("out.txt")?);
    emit(&mut w, 30)?;
    emit(&mut w, 5)?;
    println!("buffered: {}", w.buffer().len());
    Ok(())
}
