// A `Cursor<&mut Vec<u8>>` writes into the borrowed vector itself: what it wrote is there
// once the borrow ends, through a function, a `BufWriter`, `into_inner` and `io::copy`.
use std::io::{self, BufWriter, Cursor, Seek, SeekFrom, Write};

fn fill(out: &mut Vec<u8>) -> io::Result<u64> {
    let mut c = Cursor::new(out);
    for i in 0..3 {
        writeln!(c, "row {i}")?;
    }
    Ok(c.position())
}

fn main() -> io::Result<()> {
    let mut v = Vec::new();
    let end = fill(&mut v)?;
    println!("{end} {:?}", String::from_utf8_lossy(&v));

    // Overwrites in place, and past the end fills the gap with zeros.
    let mut dashes = vec![b'-'; 4];
    {
        let mut c = Cursor::new(&mut dashes);
        c.write_all(b"ab")?;
        c.seek(SeekFrom::Start(6))?;
        c.write_all(b"z")?;
    }
    println!("{dashes:?}");

    let mut w = Vec::new();
    {
        let mut b = BufWriter::with_capacity(4, Cursor::new(&mut w));
        b.write_all(b"ab")?;
        b.write_all(b"cdefg")?;
        b.write_all(b"h")?;
    }
    println!("{w:?}");

    let mut lines = Vec::new();
    let mut c = Cursor::new(&mut lines);
    for i in 0..2000 {
        writeln!(c, "{i}")?;
    }
    let back = c.into_inner();
    back.push(b'!');
    println!("{} {:?}", lines.len(), &lines[lines.len() - 6..]);

    let mut src: &[u8] = b"copied";
    let mut dst = vec![b'-'; 2];
    io::copy(&mut src, &mut Cursor::new(&mut dst))?;
    println!("{}", String::from_utf8_lossy(&dst));
    Ok(())
}
