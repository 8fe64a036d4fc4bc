// bufscope: input -=text:3000
// Word counts in a HashMap<String, usize>, printed sorted (a HashMap's own order is random
// per run), then a BTreeMap of word lengths, which iterates in key order.
use std::collections::{BTreeMap, HashMap};
use std::io::{self, BufRead, BufReader, BufWriter, Write};

fn main() -> io::Result<()> {
    let reader = BufReader::new(io::stdin());
    let mut counts: HashMap<String, usize> = HashMap::new();
    for line in reader.lines() {
        let line = line?;
        for word in line.split_whitespace() {
            *counts.entry(word.to_string()).or_insert(0) += 1;
        }
    }
    let mut sorted: Vec<(&String, &usize)> = counts.iter().collect();
    sorted.sort();
    let mut out = BufWriter::new(io::stdout().lock());
    for (word, n) in &sorted {
        writeln!(out, "{word}: {n}")?;
    }
    writeln!(out, "{} distinct, fox={:?}", counts.len(), counts.get("fox"))?;
    let mut lengths = BTreeMap::new();
    for word in counts.keys() {
        *lengths.entry(word.len()).or_insert(0) += 1;
    }
    writeln!(out, "{:?}", lengths)?;
    Ok(())
}
