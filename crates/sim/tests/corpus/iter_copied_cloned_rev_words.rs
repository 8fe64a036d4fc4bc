// Iterators that own their items: `copied` over numbers read from stdin, `cloned` over the
// lines kept, and the words of each line backwards (`split_whitespace` is double-ended).
// bufscope: input -="3 1 2\nten twenty\n7\n"
use std::io::{self, BufRead, Write};

fn main() -> io::Result<()> {
    let lines: Vec<String> = io::stdin().lock().lines().collect::<Result<_, _>>()?;
    let numbers: Vec<i64> = lines
        .iter()
        .flat_map(|line| line.split_whitespace())
        .filter_map(|word| word.parse().ok())
        .collect();
    let total: i64 = numbers.iter().copied().sum();
    let largest = numbers.iter().copied().max();
    let kept: Vec<String> = lines.iter().cloned().filter(|l| l.len() > 1).collect();
    let mut out = io::stdout().lock();
    writeln!(out, "{numbers:?} sum={total} max={largest:?}")?;
    for line in &kept {
        let backwards: Vec<&str> = line.split_whitespace().rev().collect();
        writeln!(out, "{}", backwards.join(" "))?;
    }
    Ok(())
}
