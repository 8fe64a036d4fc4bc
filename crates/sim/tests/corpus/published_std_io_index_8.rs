// Source: https://doc.rust-lang.org/std/io/index.html
// bufscope: input -="copied from stdin\n"
use std::io;

fn main() -> io::Result<()> {
    io::copy(&mut io::stdin(), &mut io::stdout())?;
    Ok(())
}
