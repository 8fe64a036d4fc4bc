use std::fs::File;
use std::io::{IoSlice, Write};

fn main() -> std::io::Result<()> {
    let mut f = File::create("out.txt")?;
    let n = f.write_vectored(&[IoSlice::new(b"hello "), IoSlice::new(b"vectored "), IoSlice::new(b"world\n")])?;
    f.write_all(&[b'.'; 3][..n - 18])?;
    Ok(())
}
