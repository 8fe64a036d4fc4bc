// Source: https://doc.rust-lang.org/std/io/index.html
// bufscope: input -="hello\n"
use std::io;

fn main() -> io::Result<()> {
    let mut input = String::new();

    io::stdin().read_line(&mut input)?;

    println!("You typed: {}", input.trim());
    Ok(())
}
