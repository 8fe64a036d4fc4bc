// Source: https://doc.rust-lang.org/std/io/index.html
// bufscope: input -="hello\n"
use std::io;

let mut input = String::new();

io::stdin().read_line(&mut input).unwrap();
