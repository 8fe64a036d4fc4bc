// Source: https://doc.rust-lang.org/std/io/trait.BufRead.html#method.lines
use std::io::{self, BufRead};

fn main() {
    let cursor = io::Cursor::new(b"lorem\nipsum\r\ndolor");

    let mut lines_iter = cursor.lines().map(|l| l.unwrap());
    assert_eq!(lines_iter.next(), Some(String::from("lorem")));
    assert_eq!(lines_iter.next(), Some(String::from("ipsum")));
    assert_eq!(lines_iter.next(), Some(String::from("dolor")));
    assert_eq!(lines_iter.next(), None);
}
