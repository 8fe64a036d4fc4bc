// bufscope: stdout=file
use std::fs::File;
use std::io::{BufWriter, Write};

fn main() -> std::io::Result<()> {
    let mut w = BufWriter::with_capacity(8, File::create("out.txt")?);
    let n = w.write(b"abcdefghijkl")?;
    println!("write took {} bytes", n);
    let m = w.write(b"xyz")?;
    println!("then {}", m);
    println!("buffered {} of {}", w.buffer().len(), w.capacity());
    Ok(())
}
