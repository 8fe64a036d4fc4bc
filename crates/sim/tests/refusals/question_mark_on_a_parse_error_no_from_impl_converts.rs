// rustc: E0277
use std::io;

#[derive(Debug)]
enum InputError {
    Io(io::Error),
}

impl From<io::Error> for InputError {
    fn from(e: io::Error) -> Self {
        InputError::Io(e)
    }
}

fn first_number(path: &str) -> Result<i64, InputError> {
    let text = std::fs::read_to_string(path)?;
    let n: i64 = text.trim().parse()?;
    Ok(n)
}

fn main() {
    println!("{:?}", first_number("n.txt"));
}
