// rustc: E0277
use std::io::{self, Read};

fn main() {
    let mut input: Box<dyn Read> = Box::new(io::stdout());
    let mut text = String::new();
    input.read_to_string(&mut text).unwrap();
}
