// rustc: E0046
use std::io::{self, BufWriter, Write};
struct Null;
impl Write for Null {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> { Ok(buf.len()) }
}
fn main() { let mut n = Null; n.write_all(b"x").unwrap(); }
