// rustc: E0053
use std::io;

#[derive(Debug)]
enum LoadError {
    Io(io::Error),
}

impl From<io::Error> for LoadError {
    fn from(kind: io::ErrorKind) -> Self {
        LoadError::Io(io::Error::from(kind))
    }
}

fn main() {
    println!("{:?}", LoadError::from(io::Error::other("x")));
}
