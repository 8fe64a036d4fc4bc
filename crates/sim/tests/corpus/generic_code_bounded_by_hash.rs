// `std::hash::Hash` named in a script's bounds (`impl<T: Eq + Hash> Tally<T>`, `fn distinct<T:
// Eq + Hash + Clone>`): the map and set inside hash what the caller gives, numbers, text or
// the script's type deriving `Hash`.
use std::collections::{HashMap, HashSet};
use std::hash::Hash;

struct Tally<T> {
    seen: HashMap<T, u32>,
}

impl<T: Eq + Hash> Tally<T> {
    fn new() -> Self {
        Tally { seen: HashMap::new() }
    }

    fn add(&mut self, value: T) {
        *self.seen.entry(value).or_default() += 1;
    }

    fn times(&self, value: &T) -> u32 {
        self.seen.get(value).copied().unwrap_or(0)
    }
}

fn distinct<T: Eq + Hash + Clone>(items: &[T]) -> usize {
    let set: HashSet<T> = items.iter().cloned().collect();
    set.len()
}

#[derive(PartialEq, Eq, Hash, Clone, Debug)]
struct Tag(String);

fn main() {
    let mut numbers = Tally::new();
    for n in [3, 1, 3, 3, 2] {
        numbers.add(n);
    }
    println!("3 seen {} times, 4 seen {} times", numbers.times(&3), numbers.times(&4));
    let mut words = Tally::new();
    for w in "to be or not to be".split(' ') {
        words.add(w);
    }
    println!("to: {} be: {} or: {}", words.times(&"to"), words.times(&"be"), words.times(&"or"));
    println!("{}", distinct(&[1, 2, 2, 3]));
    println!("{}", distinct(&["a", "b", "a"]));
    println!("{}", distinct(&[Tag("x".into()), Tag("y".into()), Tag("x".into())]));
}
