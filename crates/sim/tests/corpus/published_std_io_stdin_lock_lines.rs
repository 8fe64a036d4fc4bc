// Source: https://doc.rust-lang.org/std/io/trait.BufRead.html (stdin.lock().lines())
// bufscope: input -="a\nb\n"
use std::io::{self, BufRead};

fn main() {
    let stdin = io::stdin();
    for line in stdin.lock().lines() {
        println!("{}", line.unwrap());
    }
}
