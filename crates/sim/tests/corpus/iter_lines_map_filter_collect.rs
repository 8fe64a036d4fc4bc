// bufscope: input -=text:600
// An iterator chain over stdin's lines: map, filter, take, collect, then sums and a
// max_by_key over the collected lines.
use std::io::{self, BufRead, BufReader, Write};

fn main() -> io::Result<()> {
    let input = BufReader::new(io::stdin());
    let lines: Vec<String> = input
        .lines()
        .map(|line| line.unwrap())
        .filter(|line| line.contains("jumps"))
        .take(4)
        .collect();
    let total: usize = lines.iter().map(|l| l.len()).sum();
    let longest = lines.iter().max_by_key(|l| l.len());
    let mut out = io::stdout().lock();
    for (i, line) in lines.iter().enumerate() {
        writeln!(out, "{i}: {line}")?;
    }
    writeln!(out, "total {total}, longest {:?}", longest.map(|l| l.len()))?;
    Ok(())
}
