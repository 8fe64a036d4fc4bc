// rustc: E0277
use std::io::{self, BufRead};
fn main() {
    let count = io::stdin().lock().lines().rev().count();
    println!("{count}");
}
