// A type's own arguments written on its constructor (`Vec::<u32>::new()`,
// `HashMap::<String, usize>::with_capacity(4)`) give the value its type, as a `let` with the
// type written would: a value printed before anything is put in it needs no other hint.
use std::collections::{BTreeMap, HashMap};

fn main() {
    let mut squares = Vec::<u32>::new();
    let empty = Vec::<String>::with_capacity(3);
    println!("{:?} holds {}", empty, empty.len());
    for n in 1..5 {
        squares.push(n * n);
    }
    let mut counts = HashMap::<String, usize>::with_capacity(4);
    for word in "to be or not to be".split(' ') {
        *counts.entry(word.to_string()).or_default() += 1;
    }
    let mut sorted = BTreeMap::<&str, usize>::new();
    for word in ["to", "be", "or", "not"] {
        sorted.insert(word, counts[word]);
    }
    let bytes = Vec::<u8>::from("ok");
    let text = String::from_utf8(bytes.clone()).unwrap_or_default();
    println!("{squares:?} {sorted:?} {bytes:?} {text}");
    let none = Option::<i64>::default();
    println!("{none:?} {}", std::collections::BTreeSet::<char>::new().len());
}
