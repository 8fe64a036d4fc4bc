// Source: https://doc.rust-lang.org/std/fs/fn.remove_file.html
// bufscope: input a.txt="remove me\n"
use std::fs;

fn main() -> std::io::Result<()> {
    fs::remove_file("a.txt")?;
    Ok(())
}
