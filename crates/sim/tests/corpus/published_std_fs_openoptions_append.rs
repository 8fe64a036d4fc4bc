// Source: https://doc.rust-lang.org/std/fs/struct.OpenOptions.html#method.append
use std::fs::OpenOptions;

fn main() {
    let file = OpenOptions::new().append(true).open("foo.txt");
}
