// `fill_buf` and `consume` on stdin's lock reach the process's own `BufReader` (8 KiB): the
// first call reads, the ones after it answer from the buffer until it is consumed, and a
// `read_line` after a partial consume starts where the consume stopped.
// bufscope: input -="header: 12 bytes\nfirst line\nsecond line\n"
use std::io::{self, BufRead};

fn main() -> io::Result<()> {
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let buffer = input.fill_buf()?;
    println!("{} bytes buffered, starting {:?}", buffer.len(), &buffer[..6]);
    input.consume(8);
    let again = input.fill_buf()?;
    println!("again {} bytes, starting {:?}", again.len(), again[0] as char);
    let mut rest = String::new();
    input.read_line(&mut rest)?;
    println!("rest of the header: {rest:?}");
    let left = input.fill_buf()?.len();
    input.consume(left);
    println!("consumed {left}; then {} bytes", input.fill_buf()?.len());
    Ok(())
}
