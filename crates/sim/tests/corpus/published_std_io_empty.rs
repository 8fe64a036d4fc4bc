// Source: https://doc.rust-lang.org/std/io/fn.empty.html
use std::io::{self, Read};

fn main() {
    let mut buffer = String::new();
    io::empty().read_to_string(&mut buffer).unwrap();
    assert!(buffer.is_empty());
}
