// rustc: no code
use std::error::Error;
use std::fmt;
use std::num::ParseIntError;

#[derive(Debug)]
struct BadCount(ParseIntError);

impl fmt::Display for BadCount {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "bad count")
    }
}

impl Error for BadCount {
    fn source(&self) -> Option<&dyn Error> {
        Some(&self.0)
    }
}

fn main() {
    let e = BadCount("x".parse::<u32>().unwrap_err());
    println!("{e}: {:?}", e.source().map(|s| s.to_string()));
}
