// rustc: E0277
// A `HashSet`'s items come in no order that could be reversed.
use std::collections::HashSet;

fn main() {
    let seen: HashSet<char> = "banana".chars().collect();
    let backwards: Vec<char> = seen.into_iter().rev().collect();
    println!("{:?}", backwards);
}
