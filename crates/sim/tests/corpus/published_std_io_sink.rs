// Source: https://doc.rust-lang.org/std/io/fn.sink.html
use std::io::{self, Write};

fn main() {
    let buffer = vec![1, 2, 3, 5, 8];
    let num_bytes = io::sink().write(&buffer).unwrap();
    assert_eq!(num_bytes, 5);
}
