// rustc: E0023
use std::cmp::Reverse;
fn main() {
    let r = Reverse(3);
    let Reverse(a, b) = r;
    println!("{} {}", a, b);
}
