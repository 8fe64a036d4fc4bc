// Source: https://doc.rust-lang.org/std/io/struct.Stdin.html
// bufscope: input -=text:3000
use std::io;

fn main() -> io::Result<()> {
    let mut buffer = String::new();
    let stdin = io::stdin(); // We get `Stdin` here.
    stdin.read_line(&mut buffer)?;
    Ok(())
}
