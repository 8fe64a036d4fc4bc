// `Read::take` and `Read::chain` of byte slices read as std reads them; `by_ref()` of a slice
// or a `Vec<u8>` writer reads and writes through to it.
use std::io::{self, Read, Write};

fn main() -> io::Result<()> {
    let text = b"the quick brown fox";
    let mut first_word = (&text[..]).take(3);
    let mut word = [0u8; 8];
    let n = first_word.read(&mut word)?;
    println!("{n}: {:?}", std::str::from_utf8(&word[..n]).unwrap());
    let mut rest = String::new();
    first_word.read_to_string(&mut rest)?;
    println!("after the limit: {:?}", rest);

    let mut joined = String::new();
    (&b"left|"[..]).chain(&b"right"[..]).read_to_string(&mut joined)?;
    println!("{joined}");

    let mut out = Vec::new();
    {
        let sink = &mut out;
        let w = sink.by_ref();
        w.write_all(b"through by_ref\n")?;
        writeln!(w, "{} bytes so far", 15)?;
    }
    io::stdout().write_all(&out)?;

    let mut source: &[u8] = b"abcdefgh";
    let mut two = [0u8; 2];
    source.by_ref().read_exact(&mut two)?;
    println!("{:?}, {} left", two, source.len());
    Ok(())
}
