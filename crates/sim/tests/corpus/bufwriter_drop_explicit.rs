// bufscope: stdout=file
use std::fs::File;
use std::io::{BufWriter, Write};

fn main() -> std::io::Result<()> {
    let mut w = BufWriter::new(File::create("out.txt")?);
    w.write_all(b"first\n")?;
    drop(w);
    println!("after drop");
    Ok(())
}
