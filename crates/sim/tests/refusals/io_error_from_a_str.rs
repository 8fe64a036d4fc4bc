// rustc: E0277
use std::io;

fn main() {
    let e = io::Error::from("disk on fire");
    println!("{e}");
}
