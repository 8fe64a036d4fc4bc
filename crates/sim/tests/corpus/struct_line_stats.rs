// bufscope: input -=text:3000
// A struct that counts what a BufReader reads, with a method per line and a match on each
// read's Result.
use std::io::{self, BufRead, BufReader, Read};

#[derive(Debug, Default, Clone, Copy, PartialEq)]
struct Stats {
    lines: usize,
    bytes: usize,
    longest: usize,
}

impl Stats {
    fn add(&mut self, line: &str) {
        self.lines += 1;
        self.bytes += line.len();
        if line.len() > self.longest {
            self.longest = line.len();
        }
    }
}

fn main() {
    let mut reader = BufReader::with_capacity(64, io::stdin());
    let mut stats = Stats { lines: 0, bytes: 0, longest: 0 };
    let mut line = String::new();
    loop {
        line.clear();
        match reader.read_line(&mut line) {
            Ok(0) => break,
            Ok(_) => stats.add(line.trim_end()),
            Err(e) => {
                eprintln!("read failed: {e}");
                return;
            }
        }
    }
    let before = stats;
    stats.add("extra");
    println!("{:?}", before);
    println!("{:?} changed: {}", stats, before != stats);
    let mut rest = Vec::new();
    let n = reader.read_to_end(&mut rest).unwrap();
    eprintln!("{n} more bytes");
}
