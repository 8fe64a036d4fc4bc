// bufscope: stderr=file
// Older error code: `description` and `cause` written in `impl Error` (deprecated, still
// compiled), calling the wrapped errors' own `description` inside the impl (where the trait
// is in scope without a `use`), std's default texts where nothing is written, and a tuple
// variant of no fields (`Empty()`) built and matched with its parentheses.
use std::{error, fmt, io, num};

#[derive(Debug)]
enum ReadError {
    Io(io::Error),
    Parse(num::ParseIntError),
    Empty(),
}

impl error::Error for ReadError {
    fn description(&self) -> &str {
        match *self {
            ReadError::Io(ref err) => err.description(),
            ReadError::Parse(ref err) => err.description(),
            ReadError::Empty() => "nothing to read",
        }
    }

    fn cause(&self) -> Option<&dyn error::Error> {
        match *self {
            ReadError::Io(ref err) => Some(err),
            ReadError::Parse(ref err) => Some(err),
            ReadError::Empty() => None,
        }
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match *self {
            ReadError::Io(ref err) => write!(f, "I/O: {}", err),
            ReadError::Parse(ref err) => write!(f, "parse: {}", err),
            ReadError::Empty() => write!(f, "empty input"),
        }
    }
}

#[derive(Debug)]
struct Quiet;

impl fmt::Display for Quiet {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "quiet")
    }
}

impl error::Error for Quiet {}

fn read_number(path: &str) -> Result<i64, ReadError> {
    let text = std::fs::read_to_string(path).map_err(ReadError::Io)?;
    if text.trim().is_empty() {
        return Err(ReadError::Empty());
    }
    text.trim().parse().map_err(ReadError::Parse)
}

fn main() {
    use std::error::Error;
    std::fs::write("number.txt", "42\n").unwrap();
    std::fs::write("blank.txt", "  \n").unwrap();
    std::fs::write("word.txt", "forty-two\n").unwrap();
    for path in ["number.txt", "blank.txt", "word.txt", "missing.txt"] {
        match read_number(path) {
            Ok(n) => println!("{path}: {n}"),
            Err(e) => {
                eprintln!("{path}: {e}");
                println!("  description: {}", e.description());
                match e.cause() {
                    Some(cause) => println!("  cause: {cause}"),
                    None => println!("  no cause"),
                }
                println!("  source too: {}", e.source().is_some());
            }
        }
    }
    println!("{:?} {:?}", Quiet.description(), Quiet.cause().is_none());
    let custom = io::Error::other("disk on fire");
    println!("{}", custom.description());
}
