// `collect` into a HashMap and a BTreeMap from (key, value) pairs (a key seen again keeps its
// first place and takes the last value), into Option<Vec<_>> (None as soon as one item is
// None) and Result<HashMap<_, _>, _> from parsed lines, which stops at the first error.
// bufscope: input -="a 1\nb 2\na 3\nc x\nd 4\n"
use std::collections::{BTreeMap, HashMap};
use std::io::{self, BufRead};

fn main() -> io::Result<()> {
    let lines: Vec<String> = io::stdin().lock().lines().collect::<Result<_, _>>()?;
    let pairs: Vec<(&str, &str)> = lines
        .iter()
        .filter_map(|line| line.split_once(' '))
        .collect();
    let by_word: HashMap<&str, &str> = pairs.iter().map(|p| *p).collect();
    let mut words: Vec<_> = by_word.iter().collect();
    words.sort();
    println!("{} words: {:?}", by_word.len(), words);
    let ordered: BTreeMap<&str, usize> = pairs.iter().map(|(w, n)| (*w, n.len())).collect();
    println!("{ordered:?}");
    let numbers: Option<Vec<u32>> = pairs.iter().map(|(_, n)| n.parse().ok()).collect();
    println!("all numbers: {numbers:?}");
    let first_two: Option<Vec<u32>> = pairs.iter().take(2).map(|(_, n)| n.parse().ok()).collect();
    println!("first two: {first_two:?}");
    let parsed: Result<HashMap<&str, u32>, _> =
        pairs.iter().map(|(w, n)| n.parse::<u32>().map(|n| (*w, n))).collect();
    match parsed {
        Ok(map) => println!("parsed {}", map.len()),
        Err(e) => eprintln!("not a number: {e}"),
    }
    let good: Result<BTreeMap<&str, u32>, _> = pairs
        .iter()
        .filter(|(w, _)| *w != "c")
        .map(|(w, n)| n.parse::<u32>().map(|n| (*w, n)))
        .collect();
    println!("{good:?}");
    Ok(())
}
