// std's map `Entry` with closures: `or_insert_with(|| …)` making a vector or a struct only for
// a new key, `and_modify` changing a present value (and doing nothing for an absent one);
// a `BTreeMap` of the script's structs printed with `{:?}` (it printed the struct's
// internal form before).
use std::collections::{BTreeMap, HashMap};

#[derive(Debug, Default)]
struct Stat { n: u32, lines: Vec<usize> }

fn main() {
    let text = "b a b c a b";
    let mut index: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for (i, w) in text.split(' ').enumerate() {
        index.entry(w).or_insert_with(|| Vec::new()).push(i);
    }
    let mut counts: HashMap<char, u32> = HashMap::new();
    for c in text.chars().filter(|c| !c.is_whitespace()) {
        counts.entry(c).and_modify(|n| *n += 1).or_insert(1);
    }
    let mut stats: BTreeMap<String, Stat> = BTreeMap::new();
    for (i, w) in text.split(' ').enumerate() {
        let made = || Stat { n: 0, lines: vec![] };
        let s = stats.entry(w.to_uppercase()).or_insert_with(made);
        s.n += 1;
        s.lines.push(i);
    }
    stats.entry("Z".into()).and_modify(|s| s.n = 100);
    let mut sorted: Vec<_> = counts.into_iter().collect();
    sorted.sort();
    println!("{:?}\n{:?}\n{:?}", index, sorted, stats);
}
