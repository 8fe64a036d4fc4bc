// Source: https://doc.rust-lang.org/std/fs/fn.read_to_string.html
// bufscope: input message.txt="Hello, world!"
use std::fs;
use std::error::Error;

fn main() -> Result<(), Box<dyn Error>> {
    let message: String = fs::read_to_string("message.txt")?;
    println!("{}", message);
    Ok(())
}
