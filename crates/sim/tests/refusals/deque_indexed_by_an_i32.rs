// rustc: E0308
use std::collections::VecDeque;
fn main() {
    let mut d: VecDeque<i32> = VecDeque::new();
    d.push_back(1);
    let i: i32 = 0;
    println!("{}", d[i]);
}
