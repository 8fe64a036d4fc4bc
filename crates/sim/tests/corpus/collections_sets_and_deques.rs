// Sets and a queue over stdin's words: a HashSet notices repeats (printed as they come, never
// in the set's own order, which a compiled program draws at random), a BTreeSet keeps the
// letters sorted, a VecDeque is a sliding window of the last three words; equality of maps
// and sets, clones of collections of borrowed strings.
// bufscope: input -="the cat saw the dog\nand the cat ran\n"
use std::collections::{BTreeSet, HashMap, HashSet, VecDeque};
use std::io::{self, BufRead, BufWriter, Write};

fn main() -> io::Result<()> {
    let text: Vec<String> = io::stdin().lock().lines().collect::<Result<_, _>>()?;
    let words: Vec<&str> = text.iter().flat_map(|line| line.split_whitespace()).collect();
    let mut out = BufWriter::new(io::stdout().lock());
    let mut seen = HashSet::new();
    let mut window: VecDeque<&str> = VecDeque::with_capacity(3);
    for word in &words {
        if !seen.insert(*word) {
            writeln!(out, "again: {word}")?;
        }
        if window.len() == 3 {
            window.pop_front();
        }
        window.push_back(word);
        writeln!(out, "{window:?} front={:?} back={:?}", window.front(), window.back())?;
    }
    writeln!(out, "{} distinct; dog: {}, cow: {}", seen.len(), seen.contains("dog"), seen.contains(&"cow"))?;
    let mut letters: BTreeSet<char> = words.iter().flat_map(|w| w.chars()).collect();
    letters.remove(&'t');
    writeln!(out, "{letters:?} {}", letters.contains(&'a'))?;
    for c in &letters {
        write!(out, "{c}")?;
    }
    writeln!(out)?;
    let again: HashSet<&str> = words.clone().into_iter().collect();
    writeln!(out, "same set: {}", again == seen)?;
    let mut counts: HashMap<&str, usize> = HashMap::new();
    for word in &words {
        *counts.entry(word).or_insert(0) += 1;
    }
    let copy = counts.clone();
    counts.insert("cat", 0);
    writeln!(out, "same counts: {}, {}", copy == counts, copy.len() == counts.len())?;
    let mut queue: VecDeque<u8> = "abc".bytes().collect();
    queue.push_front(b'z');
    while let Some(b) = queue.pop_back() {
        write!(out, "{} ", b as char)?;
    }
    writeln!(out, "{}", queue.is_empty())?;
    seen.clear();
    writeln!(out, "{seen:?} {}", seen.is_empty())?;
    Ok(())
}
