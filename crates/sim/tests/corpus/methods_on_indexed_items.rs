// bufscope: input -="b a\nc\n"
// Methods that change an item where it lives, called on `v[i]`: `push`, `push_str`, `insert`,
// `sort`, `sort_by`, `retain`, `extend`, `pop`, `clear`, `to_mut`, on vectors of vectors, of
// strings, of maps and of `Cow<str>`, and on an array's items; each item is changed in place.
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::io::{self, BufRead};

fn main() {
    let mut rows: Vec<Vec<i32>> = vec![vec![3, 1], Vec::new()];
    rows[0].push(2);
    rows[0].sort();
    rows[1].extend([9, 7, 8]);
    rows[1].sort_by(|a, b| b.cmp(a));
    rows[1].retain(|x| *x != 8);
    let last = rows[0].pop();
    println!("{:?} {:?}", rows, last);

    let mut words: Vec<String> = Vec::new();
    for line in io::stdin().lock().lines() {
        words.push(line.unwrap());
    }
    for i in 0..words.len() {
        words[i].push('!');
        words[i].insert(0, '>');
    }
    words[1].push_str(" (second)");
    println!("{:?}", words);

    let mut counts: Vec<BTreeMap<String, u32>> = vec![BTreeMap::new()];
    for word in words[0].split_whitespace() {
        *counts[0].entry(word.to_string()).or_insert(0) += 1;
    }
    counts[0].insert("z".to_string(), 5);
    println!("{:?}", counts);

    let mut texts: Vec<Cow<str>> = vec![Cow::Borrowed("x"), Cow::Borrowed("y")];
    texts[1].to_mut().push_str("yy");
    println!("{:?}", texts);

    let mut names = [String::from("p"), String::from("q")];
    names[1].push_str("rs");
    names[0].clear();
    println!("{:?} {}", names, names[1].len());
}
