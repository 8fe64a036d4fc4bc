// `Write for &mut [u8]` and `Read for &[u8]`: each call moves the slice on past what it wrote
// or read, so `len()` says what is left; a write past the end writes what fits.
use std::io::{BufRead, BufReader, BufWriter, Read, Write};

fn read_two<R: Read>(r: &mut R) -> std::io::Result<[u8; 2]> {
    let mut two = [0u8; 2];
    r.read_exact(&mut two)?;
    Ok(two)
}

fn main() -> std::io::Result<()> {
    let mut buf = [0u8; 16];
    let mut w = &mut buf[..];
    println!("room {}", w.len());
    write!(w, "hi {}", 42)?;
    w.write_all(b"!")?;
    for i in 0..3 {
        write!(w, "{i},")?;
    }
    let remaining = w.len();
    let written = 16 - remaining;
    println!("{remaining} {}", std::str::from_utf8(&buf[..written]).unwrap());

    let mut small = [b'.'; 4];
    let mut s: &mut [u8] = &mut small;
    let n = s.write(b"abc")?;
    let e = s.write_all(b"xyz");
    println!("{n} {e:?} {} {:?}", s.len(), small);

    let mut line = [b' '; 10];
    write!(&mut line[..], "{:>4}|", 7)?;
    println!("{:?}", String::from_utf8_lossy(&line));

    let mut out = [0u8; 8];
    {
        let mut b = BufWriter::with_capacity(3, &mut out[..]);
        b.write_all(b"ab")?;
        b.write_all(b"cdef")?;
    }
    println!("{out:?}");

    let data = b"one\ntwo\n";
    for l in BufReader::new(&data[..]).lines() {
        println!("{}", l?);
    }

    let mut src: &[u8] = b"abcdef";
    println!("{:?} {}", read_two(&mut src)?, src.len());
    let mut two = [0u8; 2];
    src.read_exact(&mut two)?;
    println!("{:?} {}", two, src.len());
    let mut rest = String::new();
    src.read_to_string(&mut rest)?;
    println!("{rest:?} {}", src.len());
    let short = src.read_exact(&mut two);
    println!("{short:?}");
    Ok(())
}
