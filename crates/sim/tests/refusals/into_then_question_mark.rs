// rustc: E0283
use std::error::Error;
use std::fmt;

#[derive(Debug)]
struct Blank;

impl fmt::Display for Blank {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "empty")
    }
}

impl Error for Blank {}

fn first(words: &[&str]) -> Result<usize, Box<dyn Error>> {
    let word = words.first().ok_or_else(|| Blank.into())?;
    Ok(word.len())
}

fn main() {
    println!("{:?}", first(&["a"]).is_ok());
}
