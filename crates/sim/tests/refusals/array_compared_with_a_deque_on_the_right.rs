// rustc: E0277
// alloc compares a `VecDeque` with an array only with the deque on the left.
use std::collections::VecDeque;

fn main() {
    let mut bytes: VecDeque<u8> = VecDeque::new();
    bytes.push_back(7);
    println!("{}", [7] == bytes);
}
