// Source: https://doc.rust-lang.org/std/fs/struct.OpenOptions.html
// bufscope: input foo.txt="Hello, world!"
use std::fs::OpenOptions;

let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .open("foo.txt");
