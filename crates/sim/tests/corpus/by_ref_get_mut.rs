// bufscope: stdout=file
use std::fs::File;
use std::io::{BufWriter, Write};
use std::os::fd::AsRawFd;

fn main() -> std::io::Result<()> {
    let mut w = BufWriter::with_capacity(32, File::create("out.txt")?);
    println!("fd {}", w.get_ref().as_raw_fd());
    writeln!(w.by_ref(), "through by_ref")?;
    w.get_mut().write_all(b"straight to the file\n")?;
    println!("{} bytes buffered", w.buffer().len());
    Ok(())
}
