// bufscope: stdout=file
// Constants and a static set the buffer's capacity, the loop's length and the text: each use
// is the constant's value, as rustc inlines it.
use std::fs::File;
use std::io::{self, BufWriter, Write};

const CAPACITY: usize = 64;
const LINES: u32 = 10;
static GREETING: &str = "hello";
const LIMITS: (u32, u32) = (3, LINES * 2);

fn main() -> io::Result<()> {
    let mut out = BufWriter::with_capacity(CAPACITY, File::create("out.txt")?);
    for i in 0..LINES {
        writeln!(out, "{GREETING} {i}")?;
    }
    out.flush()?;
    let buf = [0u8; CAPACITY / 8];
    eprintln!("{} {} {:?} {}", CAPACITY, buf.len(), LIMITS, LIMITS.1);
    Ok(())
}
