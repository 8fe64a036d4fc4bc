// rustc: E0308
use std::collections::VecDeque;
fn main() {
    let d: VecDeque<i32> = VecDeque::new();
    let part = &d[0..1];
    println!("{:?}", part);
}
