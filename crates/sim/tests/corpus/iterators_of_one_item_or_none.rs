// `iter::once(x)` and `iter::empty()`: iterators of one item and of none, chained before and
// after others (a sentinel `None` that flushes the last run of a run-length encoder), walked
// backwards, counted and looped over.
use std::iter;

fn runs(text: &str) -> Vec<(char, usize)> {
    let mut out = Vec::new();
    let mut current: Option<(char, usize)> = None;
    for next in text.chars().map(Some).chain(iter::once(None)) {
        if let (Some((c, n)), Some(d)) = (current, next) {
            if c == d {
                current = Some((c, n + 1));
                continue;
            }
        }
        if let Some(run) = current {
            out.push(run);
        }
        current = next.map(|d| (d, 1));
    }
    out
}

fn main() {
    println!("{:?}", runs("aaabccdddd"));
    println!("{:?}", runs(""));
    let framed: Vec<i32> = iter::once(0).chain(vec![1, 2]).chain(std::iter::once(9)).collect();
    println!("{framed:?}");
    let backwards: Vec<char> = "ab".chars().chain(iter::once('!')).rev().collect();
    println!("{backwards:?}");
    let nothing: Vec<String> = iter::empty().collect();
    let none_more: Vec<u8> = vec![4u8].into_iter().chain(iter::empty()).collect();
    println!("{nothing:?} {none_more:?} {}", iter::once("x").count());
    for word in iter::once("solo").chain(iter::once("duet")) {
        println!("{word}");
    }
}
