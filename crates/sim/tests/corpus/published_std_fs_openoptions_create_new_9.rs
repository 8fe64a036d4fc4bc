// Source: https://doc.rust-lang.org/std/fs/struct.OpenOptions.html#method.create_new
use std::fs::OpenOptions;

let file = OpenOptions::new().write(true)
                             .create_new(true)
                             .open("foo.txt");
