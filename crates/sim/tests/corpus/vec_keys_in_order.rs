// Vectors as keys and as sorted items: ordered item by item, as `Vec`'s `Ord` compares them.
use std::collections::{BTreeMap, BTreeSet};

fn main() {
    let mut lists = vec![vec![2, 1], vec![1, 5], vec![1], vec![], vec![1, 5, 0]];
    lists.sort();
    println!("{lists:?}");
    let mut counts: BTreeMap<Vec<u8>, u32> = BTreeMap::new();
    for word in ["b", "ab", "a", "b", "abc"] {
        *counts.entry(word.as_bytes().to_vec()).or_insert(0) += 1;
    }
    println!("{counts:?}");
    let mut set: BTreeSet<Vec<String>> = BTreeSet::new();
    set.insert(vec!["x".to_string()]);
    set.insert(vec![]);
    set.insert(vec!["a".to_string(), "b".to_string()]);
    println!("{set:?}");
    println!("{:?}", lists.binary_search(&vec![1, 5]));
}
