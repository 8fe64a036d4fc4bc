// Source: https://doc.rust-lang.org/std/io/trait.Seek.html#method.rewind
// bufscope: input foo.txt="Hello, world!"
use std::io::{Read, Seek, Write};
use std::fs::OpenOptions;

let mut f = OpenOptions::new()
    .write(true)
    .read(true)
    .create(true)
    .open("foo.txt")?;

let hello = "Hello!\n";
write!(f, "{hello}")?;
f.rewind()?;

let mut buf = String::new();
f.read_to_string(&mut buf)?;
assert_eq!(&buf, hello);
