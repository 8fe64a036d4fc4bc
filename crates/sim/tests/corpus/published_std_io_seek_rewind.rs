// Source: https://doc.rust-lang.org/std/io/trait.Seek.html#method.rewind
use std::io::{Read, Seek, Write};
use std::fs::OpenOptions;

fn main() {
    let mut f = OpenOptions::new()
        .write(true)
        .read(true)
        .create(true)
        .open("foo.txt").unwrap();

    let hello = "Hello!\n";
    write!(f, "{hello}").unwrap();
    f.rewind().unwrap();

    let mut buf = String::new();
    f.read_to_string(&mut buf).unwrap();
    assert_eq!(&buf, hello);
}
