// Source: https://doc.rust-lang.org/std/io/struct.Stdin.html#method.lines
// bufscope: input -="one\ntwo\n"
use std::io;

fn main() {
    let lines = io::stdin().lines();
    for line in lines {
        println!("got a line: {}", line.unwrap());
    }
}
