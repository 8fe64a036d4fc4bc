// Source: https://doc.rust-lang.org/std/io/fn.repeat.html
use std::io::{self, Read};

fn main() {
    let mut buffer = [0; 3];
    io::repeat(0b101).read_exact(&mut buffer).unwrap();
    assert_eq!(buffer, [0b101, 0b101, 0b101]);
}
