// bufscope: input -=text:1500
// Labelled loops: break with a value out of an outer loop from inside a for, continue to it.
use std::io::{self, BufRead, BufReader};

fn main() {
    let reader = BufReader::with_capacity(64, io::stdin());
    let mut lines = reader.lines();
    let found = 'search: loop {
        let mut checked = 0;
        while let Some(line) = lines.next() {
            let line = line.unwrap();
            checked += 1;
            for (i, word) in line.split_whitespace().enumerate() {
                if word == "jumps" && i > 6 {
                    break 'search Some((checked, i));
                }
                if word.len() > 20 {
                    continue 'search;
                }
            }
        }
        break None;
    };
    println!("{:?}", found);
    let mut n = 0;
    let total = loop {
        n += 1;
        if n == 5 {
            break n * 10;
        }
    };
    eprintln!("{total}");
}
