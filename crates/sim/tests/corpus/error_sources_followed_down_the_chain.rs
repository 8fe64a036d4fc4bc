// bufscope: stderr=file
// `Error::source` written by the script (the error each of its errors wraps: another of its
// own, a `ParseIntError`, an `io::Error`), std's default `None` where it wrote none, and
// std's own errors' `source`: a chain walked through `&dyn Error` and `Box<dyn Error>` until
// `None`, including through an `io::Error::new(kind, e)`, whose `source` is `e`'s.
use std::error::Error;
use std::fmt;
use std::io;
use std::num::ParseIntError;

#[derive(Debug)]
enum FieldError {
    NotANumber(ParseIntError),
    Unreadable(io::Error),
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FieldError::NotANumber(_) => write!(f, "the field is not a number"),
            FieldError::Unreadable(_) => write!(f, "the field could not be read"),
        }
    }
}

impl Error for FieldError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            FieldError::NotANumber(e) => Some(e),
            FieldError::Unreadable(e) => Some(e),
        }
    }
}

#[derive(Debug)]
struct RecordError {
    line: usize,
    cause: FieldError,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "record on line {} is broken", self.line)
    }
}

impl Error for RecordError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        Some(&self.cause)
    }
}

#[derive(Debug)]
struct Plain;

impl fmt::Display for Plain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("plain")
    }
}

impl Error for Plain {}

fn report(error: &dyn Error) {
    println!("error: {error}");
    let mut cause = error.source();
    let mut depth = 1;
    while let Some(inner) = cause {
        println!("{:width$}caused by: {inner}", "", width = depth * 2);
        cause = inner.source();
        depth += 1;
    }
}

fn parse_field(text: &str, line: usize) -> Result<u32, RecordError> {
    text.trim().parse().map_err(|e| RecordError {
        line,
        cause: FieldError::NotANumber(e),
    })
}

fn main() -> Result<(), Box<dyn Error>> {
    println!("{:?}", parse_field(" 12 ", 1));
    if let Err(e) = parse_field("twelve", 2) {
        report(&e);
        println!("{}", e.source().is_some());
    }
    let missing = std::fs::read_to_string("no-such-file").unwrap_err();
    let wrapped = RecordError {
        line: 3,
        cause: FieldError::Unreadable(missing),
    };
    report(&wrapped);
    println!("{:?}", Plain.source().is_none());
    report(&Plain);

    let inner = RecordError {
        line: 4,
        cause: FieldError::NotANumber("-".parse::<i8>().unwrap_err()),
    };
    let as_io = io::Error::new(io::ErrorKind::InvalidData, inner);
    report(&as_io);
    let boxed: Box<dyn Error> = Box::new(as_io);
    match boxed.source() {
        Some(first) => println!("first source: {first}"),
        None => println!("no source"),
    }
    let os_error = std::fs::read("nope").unwrap_err();
    let parse_error = "x".parse::<i32>().unwrap_err();
    println!(
        "{} {:?}",
        os_error.source().is_none(),
        parse_error.source().map(|s| s.to_string())
    );
    Err(Box::new(RecordError {
        line: 5,
        cause: FieldError::NotANumber("".parse::<u8>().unwrap_err()),
    }))
}
