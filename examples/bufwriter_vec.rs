// bufscope: stdout=file
// In memory, a BufWriter only adds a copy: no syscalls either way.
use std::io::{BufWriter, Write};

fn main() -> std::io::Result<()> {
    let mut v = Vec::new();
    for i in 0..100 {
        writeln!(v, "{}", i)?;
    }
    let mut w = BufWriter::new(Vec::new());
    for i in 0..100 {
        writeln!(w, "{}", i)?;
    }
    println!("{} bytes, {} bytes", v.len(), w.get_ref().len());
    Ok(())
}
