// rustc: E0277
use std::cmp::Reverse;

fn main() {
    println!("{}", Reverse(1));
}
