// rustc: E0277
// `io::read_to_string` takes a reader; standard output is only written.
use std::io;

fn main() -> io::Result<()> {
    let text = io::read_to_string(io::stdout())?;
    println!("{text}");
    Ok(())
}
