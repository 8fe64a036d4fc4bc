// rustc: E0382
use std::cmp::Reverse;
fn main() {
    let r = Reverse(String::from("a"));
    let Reverse(s) = r;
    println!("{} {:?}", s, r);
}
