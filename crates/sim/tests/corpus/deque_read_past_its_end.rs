// Reading a `VecDeque` past its end panics as std's `Index` for it does: "Out of bounds
// access" at the `[`, not a `Vec`'s message.
use std::collections::VecDeque;

fn main() {
    let mut recent: VecDeque<u64> = VecDeque::with_capacity(4);
    for n in 1..=3 {
        recent.push_front(n * 100);
    }
    let newest = recent[0];
    println!("newest {newest}");
    let wanted = recent.len();
    println!("{}", recent[wanted]);
}
