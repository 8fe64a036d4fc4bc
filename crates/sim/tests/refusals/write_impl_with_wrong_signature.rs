// rustc: E0053
use std::io::{self, Write};
struct Null;
impl Write for Null {
    fn write(&mut self, buf: &[u8]) -> usize { buf.len() }
    fn flush(&mut self) -> io::Result<()> { Ok(()) }
}
fn main() { let mut n = Null; n.write_all(b"x").unwrap(); }
