// Source: https://doc.rust-lang.org/std/env/fn.var.html
// bufscope: env HOME=/home/ferris
use std::env;

fn main() {
    let key = "HOME";
    match env::var(key) {
        Ok(val) => println!("{key}: {val:?}"),
        Err(e) => println!("couldn't interpret {key}: {e}"),
    }
}
