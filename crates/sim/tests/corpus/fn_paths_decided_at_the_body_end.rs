// Functions passed by name whose types are decided at the body's end, as rustc infers them:
// `or_insert_with(Vec::new)`, `map(str::parse)` into a `collect` a later `let` names.
use std::collections::BTreeMap;

fn main() {
    let mut groups: BTreeMap<char, Vec<&str>> = BTreeMap::new();
    for word in ["apple", "avocado", "banana", "blueberry", "cherry"] {
        groups.entry(word.chars().next().unwrap()).or_insert_with(Vec::new).push(word);
    }
    println!("{groups:?}");
    let mut lengths = BTreeMap::new();
    for word in ["to", "be", "or", "not"] {
        lengths.entry(word.len()).or_insert_with(Vec::new).push(word.len() as u8);
    }
    println!("{lengths:?}");
    let numbers: Vec<u32> = "1 2 3".split(' ').map(str::parse).collect::<Result<_, _>>().unwrap();
    let parsed: Vec<i64> = "4 -5".split(' ').map(|s| s.parse()).collect::<Result<_, _>>().unwrap();
    let bad: Result<Vec<u8>, _> = "7 x".split(' ').map(str::parse).collect();
    println!("{numbers:?} {parsed:?} {bad:?}");
    let sizes: Option<Vec<usize>> = ["a", "bb"].iter().map(|s| Some(s.len())).collect();
    println!("{sizes:?}");
}
