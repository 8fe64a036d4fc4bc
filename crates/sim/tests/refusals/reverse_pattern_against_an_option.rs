// rustc: E0308
use std::cmp::Reverse;
fn main() {
    let Reverse(x) = Some(5);
    println!("{:?}", x);
}
