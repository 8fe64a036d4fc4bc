use std::io::{self, Write};

#[derive(Debug, Clone, PartialEq)]
struct Entry {
    name: String,
    size: u64,
}

struct Listing {
    entries: Vec<Entry>,
}

impl Listing {
    fn new() -> Listing {
        Listing { entries: Vec::new() }
    }
    fn add(&mut self, name: &str, size: u64) {
        self.entries.push(Entry { name: name.to_string(), size });
    }
    fn total(&self) -> u64 {
        let mut sum = 0;
        for e in &self.entries {
            sum += e.size;
        }
        sum
    }
}

fn main() {
    let mut listing = Listing::new();
    listing.add("a.txt", 120);
    listing.add("b.log", 4096);
    let stdout = io::stdout();
    let mut out = stdout.lock();
    for entry in &listing.entries {
        writeln!(out, "{:<8}{:>6}", entry.name, entry.size).unwrap();
    }
    writeln!(out, "total {}", listing.total()).unwrap();
    eprintln!("{:?}", listing.entries[0]);
    let copy = listing.entries[1].clone();
    eprintln!("{}", copy == listing.entries[1]);
}
