// A `VecDeque` indexed by position, with std's `Index` and `IndexMut`: read after
// `push_front` (position 0 is the front), assigned, changed by `+=`, a method called on an
// element in place, an element borrowed mutably and shared, a loop over the positions; past
// the end it panics as `VecDeque`'s `IndexMut` does ("Out of bounds access", at the `[`).
use std::collections::VecDeque;

fn main() {
    let mut queue: VecDeque<i32> = VecDeque::new();
    queue.push_back(10);
    queue.push_back(20);
    queue.push_front(5);
    println!("{} {} {}", queue[0], queue[1], queue[2]);
    queue[1] = 11;
    queue[2] += 1;
    let last = queue.len() - 1;
    queue[last] *= 2;
    let front = &mut queue[0];
    *front -= 1;
    println!("{queue:?}");
    let mut names: VecDeque<String> = VecDeque::new();
    names.push_back(String::from("ada"));
    names.push_front(String::from("bob"));
    names[0].push_str("by");
    let first = &names[0];
    println!("{first} {} {}", names[1].len(), names[1]);
    let mut total = 0;
    for i in 0..queue.len() {
        total += queue[i];
    }
    println!("total {total}");
    queue.pop_front();
    let i = queue.len() + 3;
    queue[i] = 0;
    println!("unreachable {queue:?}");
}
