// rustc: E0507
use std::collections::VecDeque;
fn main() {
    let mut d: VecDeque<String> = VecDeque::new();
    d.push_back(String::from("a"));
    let s = d[0];
    println!("{}", s);
}
