// bufscope: input poem.txt=text:2000
// Iterator adapters are lazy: take(2) over lines() stops the reads after the second line,
// so a small BufReader reads only what those two lines need.
use std::fs::File;
use std::io::{BufRead, BufReader};

fn main() {
    let file = File::open("poem.txt").expect("open");
    let reader = BufReader::with_capacity(32, file);
    let first: Vec<String> = reader
        .lines()
        .take(2)
        .map(|l| l.expect("read").to_uppercase())
        .collect();
    println!("{}", first.len());
    for line in &first {
        println!("{line}");
    }
}
