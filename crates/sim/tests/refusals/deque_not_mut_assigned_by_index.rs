// rustc: E0596
use std::collections::VecDeque;
fn main() {
    let d: VecDeque<i32> = VecDeque::new();
    d[0] = 1;
    println!("{:?}", d);
}
