// rustc: E0277
use std::io::Write;

fn greet(out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(out, "hello")
}

fn main() -> std::io::Result<()> {
    let mut text = String::new();
    greet(&mut text)?;
    Ok(())
}
