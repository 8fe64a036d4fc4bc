// rustc: E0277
use std::collections::HashSet;
use std::hash::Hash;

fn distinct<T: Eq + Hash + Clone>(items: &[T]) -> usize {
    let set: HashSet<T> = items.iter().cloned().collect();
    set.len()
}

fn main() {
    println!("{}", distinct(&[1.5, 2.5]));
}
