// bufscope: stdout=file
use std::fs::File;
use std::io::{BufWriter, Write};

fn main() -> std::io::Result<()> {
    let mut w = BufWriter::new(File::create("out.txt")?);
    w.write_all(b"left in the buffer")?;
    let parts = w.into_parts();
    let mut f = parts.0;
    f.write_all(b"written directly\n")?;
    println!("{} bytes came back", parts.1.unwrap().len());
    Ok(())
}
