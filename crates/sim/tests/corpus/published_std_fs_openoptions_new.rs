// Source: https://doc.rust-lang.org/std/fs/struct.OpenOptions.html#method.new
use std::fs::OpenOptions;

fn main() {
    let mut options = OpenOptions::new();
    let file = options.read(true).open("foo.txt");
}
