// A report from a file read line by line through an 8-byte `BufReader` (`read_line` into
// one `String`, cleared each time): each line split into words whose `next()` items live
// together (rustc allows it: an iterator's items borrow the text, not the iterator),
// totals in a `BTreeMap`, what is left read to the end, the report through a 20-byte
// `BufWriter` over stdout's lock, then `eprint!` and `exit(2)`.
// bufscope: input data.txt = "alpha 1\nbeta 22\n\ngamma 333\nno-number\n"
// bufscope: stdout=file
use std::collections::BTreeMap;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Read, Write};

#[derive(Debug, Default)]
struct Stats {
    lines: usize,
    blank: usize,
    bad: Vec<String>,
}

fn parse(line: &str) -> Option<(&str, u32)> {
    let mut parts = line.split_whitespace();
    let name = parts.next()?;
    let n = parts.next()?.parse().ok()?;
    Some((name, n))
}

fn main() -> io::Result<()> {
    let mut reader = BufReader::with_capacity(8, File::open("data.txt")?);
    let mut stats = Stats::default();
    let mut totals: BTreeMap<String, u32> = BTreeMap::new();
    let mut line = String::new();
    while reader.read_line(&mut line)? > 0 {
        stats.lines += 1;
        match line.trim_end() {
            "" => stats.blank += 1,
            text => match parse(text) {
                Some((name, n)) => *totals.entry(name.to_string()).or_default() += n,
                None => stats.bad.push(text.to_owned()),
            },
        }
        line.clear();
    }
    let mut rest = Vec::new();
    let n = reader.read_to_end(&mut rest)?;
    let out = io::stdout();
    let mut out = BufWriter::with_capacity(20, out.lock());
    for (name, total) in &totals {
        writeln!(out, "{name:>6} = {total:<5}|")?;
    }
    out.write_all(format!("{:?} rest={n}\n", stats).as_bytes())?;
    let code = if stats.bad.is_empty() { 0 } else { 2 };
    out.flush()?;
    drop(out);
    eprint!("bad: {}", stats.bad.join(","));
    std::process::exit(code);
}
