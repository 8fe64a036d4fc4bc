// `HashMap::from`, `BTreeMap::from`, `HashSet::from` and `BTreeSet::from` of an array: the
// array's items inserted in turn, so a repeated key keeps the last value and a repeated item
// is kept once.
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::io::{self, Write};

fn main() -> io::Result<()> {
    let ports = BTreeMap::from([("http", 80), ("ssh", 22), ("http", 8080)]);
    let mut out = io::stdout().lock();
    for (name, port) in &ports {
        writeln!(out, "{name:>5} {port}")?;
    }
    let sizes = HashMap::from([(1u8, "one"), (4, "four")]);
    writeln!(out, "{:?} {:?} {}", sizes.get(&4), sizes.get(&2), sizes.len())?;
    let seen = HashSet::from(['a', 'b', 'a']);
    writeln!(out, "{} {}", seen.len(), seen.contains(&'b'))?;
    let bytes = BTreeSet::from([5u8, 1, 5, 3]);
    writeln!(out, "{bytes:?}")?;
    let empty: BTreeMap<u32, u32> = BTreeMap::from([]);
    writeln!(out, "{}", empty.is_empty())?;
    Ok(())
}
