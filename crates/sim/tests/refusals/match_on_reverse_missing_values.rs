// rustc: E0004
use std::cmp::Reverse;
fn main() {
    let r = Reverse(3);
    let name = match r {
        Reverse(1) => "one",
        Reverse(2) => "two",
    };
    println!("{}", name);
}
