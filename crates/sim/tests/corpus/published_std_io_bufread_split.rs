// Source: https://doc.rust-lang.org/std/io/trait.BufRead.html#method.split
use std::io::{self, BufRead};

fn main() {
    let cursor = io::Cursor::new(b"lorem-ipsum-dolor");

    let mut split_iter = cursor.split(b'-').map(|l| l.unwrap());
    assert_eq!(split_iter.next(), Some(b"lorem".to_vec()));
    assert_eq!(split_iter.next(), Some(b"ipsum".to_vec()));
    assert_eq!(split_iter.next(), Some(b"dolor".to_vec()));
    assert_eq!(split_iter.next(), None);
}
