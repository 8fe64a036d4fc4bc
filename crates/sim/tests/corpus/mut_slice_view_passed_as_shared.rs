// A `&mut [u8]` view passed where a `&[u8]` is expected is reborrowed, not moved (used again
// after), and methods that only read it (`len`, `iter`, `starts_with`) see the bytes it views.
// bufscope: input -="hello, view\n"
use std::io::{self, Read, Write};

fn checksum(bytes: &[u8]) -> u32 {
    bytes.iter().map(|&b| b as u32).sum()
}

fn main() -> io::Result<()> {
    let mut buf = [0u8; 32];
    let n = io::stdin().read(&mut buf)?;
    let part = &mut buf[..n];
    part[0] = b'H';
    let first = checksum(part);
    let again = checksum(part);
    let mut out = io::stdout().lock();
    writeln!(out, "{} bytes, sum {first} = {again}, hello: {}", part.len(), part.starts_with(b"Hello"))?;
    out.write_all(part)?;
    Ok(())
}
