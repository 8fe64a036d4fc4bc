// Source: https://doc.rust-lang.org/std/io/struct.Stdin.html#method.lock
// bufscope: input -=text:1000
use std::io::{self, BufRead};

fn main() -> io::Result<()> {
    let mut buffer = String::new();
    let stdin = io::stdin();
    let mut handle = stdin.lock();

    handle.read_line(&mut buffer)?;
    Ok(())
}
