// `Vec::from(…)` of the things published snippets hand it: an array (its items move into the
// vector), a slice or an array behind a reference (the items are cloned), a `&str` and a
// `String` (their bytes), each vector then written or printed; the vectors are their own
// (pushing to one changes no other); the type named in the call, the full path, no items,
// and in a closure.
use std::io::{self, BufWriter, Write};

fn main() -> io::Result<()> {
    let words = Vec::from(["alpha", "beta", "gamma"]);
    let numbers = [3, 1, 4, 1, 5];
    let mut head = Vec::from(&numbers[..3]);
    head.push(9);
    let all = Vec::from(&numbers);
    let copy = Vec::from(&head[..]);
    let greeting = Vec::from("hello\n");
    let owned = String::from("owned text\n");
    let bytes: Vec<u8> = Vec::from(owned);
    let raw = Vec::from(b"raw bytes\n");
    let mut names = vec![String::from("ada"), String::from("grace")];
    let mut cloned = Vec::from(&mut names[..]);
    cloned.push(String::from("barbara"));
    names[0].push_str("!");
    let typed = Vec::<u8>::from("typed");
    let spelled = std::vec::Vec::from([7u64, 8]);
    let none: Vec<i32> = Vec::from([]);
    let sizes: Vec<usize> = words.iter().map(|w| Vec::from(*w).len()).collect();

    let mut out = BufWriter::with_capacity(16, io::stdout().lock());
    for word in &words {
        writeln!(out, "{word}")?;
    }
    writeln!(out, "{head:?} {all:?} {copy:?} {}", numbers.len())?;
    out.write_all(&greeting)?;
    out.write_all(&bytes)?;
    out.write_all(&raw)?;
    writeln!(out, "{names:?} {cloned:?}")?;
    writeln!(out, "{typed:?} {spelled:?} {none:?} {sizes:?}")?;
    out.flush()?;
    eprintln!("{} + {} + {} bytes", greeting.len(), bytes.len(), raw.len());
    Ok(())
}
