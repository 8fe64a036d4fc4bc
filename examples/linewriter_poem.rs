// A LineWriter writes each completed line; a line waits until its newline arrives.
use std::fs::File;
use std::io::{LineWriter, Write};
use std::thread;
use std::time::Duration;

fn main() -> std::io::Result<()> {
    let mut w = LineWriter::new(File::create("poem.txt")?);
    w.write_all(b"I wandered lonely ")?;
    thread::sleep(Duration::from_millis(10));
    w.write_all(b"as a cloud\nThat floats on high ")?;
    thread::sleep(Duration::from_millis(10));
    w.write_all(b"o'er vales and hills\n")?;
    Ok(())
}
