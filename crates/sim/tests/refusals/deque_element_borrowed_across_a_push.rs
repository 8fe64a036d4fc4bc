// rustc: E0502
use std::collections::VecDeque;
fn main() {
    let mut d: VecDeque<i32> = VecDeque::new();
    d.push_back(1);
    let first = &d[0];
    d.push_back(2);
    println!("{}", first);
}
