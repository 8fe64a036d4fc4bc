// rustc: E0277
// `io::Error::new` boxes its error as `Box<dyn Error + Send + Sync>`: text or an error, not a
// number.
use std::io::{self, ErrorKind};

fn main() {
    let e = io::Error::new(ErrorKind::Other, 42);
    println!("{e}");
}
