// rustc: E0277
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

fn main() {
    let problem = InputError::from("not a number");
    println!("{problem:?}");
}
