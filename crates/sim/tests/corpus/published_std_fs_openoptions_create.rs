// Source: https://doc.rust-lang.org/std/fs/struct.OpenOptions.html#method.create
use std::fs::OpenOptions;

fn main() {
    let file = OpenOptions::new().write(true).create(true).open("foo.txt");
}
