// rustc: E0282
use std::io::{self, BufRead};
fn main() {
    let lines = io::stdin().lock().lines().map(|l| l.unwrap()).collect();
    println!("{}", lines.len());
}
