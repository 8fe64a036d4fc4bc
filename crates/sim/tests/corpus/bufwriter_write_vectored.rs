// A vectored write through a BufWriter over a File (File supports writev).
use std::fs::File;
use std::io::{BufWriter, IoSlice, Write};

fn main() -> std::io::Result<()> {
    let mut w = BufWriter::new(File::create("out.txt")?);
    w.write_all(b"12345")?;
    let big = vec![b'x'; 5000];
    let n = w.write_vectored(&[IoSlice::new(&big), IoSlice::new(&big)])?;
    w.write_all(&[b'!'; 3][..n / 10000])?;
    Ok(())
}
