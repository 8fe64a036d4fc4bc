// Source: https://doc.rust-lang.org/std/env/fn.args.html
// bufscope: args=first "second arg"
use std::env;

fn main() {
    // Prints each argument on a separate line
    for argument in env::args() {
        println!("{argument}");
    }
}
