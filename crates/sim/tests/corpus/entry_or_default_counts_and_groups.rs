// A map entry's `or_default()`: counting words into a BTreeMap (0 inserted, then `+= 1`),
// grouping lines by their first letter into Vecs (an empty Vec inserted, then `push`), and
// a String value appended to; the HashMap's counts are sorted before they are printed.
use std::collections::{BTreeMap, HashMap};

fn main() {
    let text = "to be or not to be that is the question";
    let mut counts: BTreeMap<&str, u32> = BTreeMap::new();
    for word in text.split(' ') {
        *counts.entry(word).or_default() += 1;
    }
    println!("{:?}", counts);

    let mut by_letter: BTreeMap<char, Vec<&str>> = BTreeMap::new();
    for word in text.split_whitespace() {
        let first = word.chars().next().unwrap_or('?');
        by_letter.entry(first).or_default().push(word);
    }
    println!("{:?}", by_letter);

    let mut lengths: HashMap<usize, usize> = HashMap::new();
    for word in text.split(' ') {
        *lengths.entry(word.len()).or_default() += 1;
    }
    let mut sorted: Vec<(usize, usize)> = lengths.into_iter().collect();
    sorted.sort();
    println!("{:?}", sorted);

    let mut notes: BTreeMap<&str, String> = BTreeMap::new();
    notes.entry("todo").or_default().push_str("write; ");
    notes.entry("todo").or_default().push_str("test");
    println!("{:?}", notes);
}
