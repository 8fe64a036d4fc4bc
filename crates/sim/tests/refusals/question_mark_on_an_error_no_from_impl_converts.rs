// rustc: E0277
use std::fs;
use std::num::ParseIntError;

#[derive(Debug)]
enum InputError {
    Number(ParseIntError),
}

impl From<ParseIntError> for InputError {
    fn from(e: ParseIntError) -> Self {
        InputError::Number(e)
    }
}

fn first_number(path: &str) -> Result<i64, InputError> {
    let text = fs::read_to_string(path)?;
    Ok(text.trim().parse()?)
}

fn main() {
    println!("{:?}", first_number("n.txt"));
}
