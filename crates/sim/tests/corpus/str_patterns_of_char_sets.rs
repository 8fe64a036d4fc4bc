// A `&[char]` as a `str` pattern (std's `Pattern` for a set of chars): fields of a CSV-ish
// file split on any of several separators, trimmed of several chars from both ends and
// searched, each result written through a BufWriter to stdout.
// bufscope: input fields.txt="  name; age,city ;\n,ada;36,london\n;;bob , 41;paris,,\n"
// bufscope: stdout=file
use std::fs;
use std::io::{self, BufWriter, Write};

fn main() -> io::Result<()> {
    let text = fs::read_to_string("fields.txt")?;
    let separators: &[char] = &[';', ','];
    let padding: &[char] = &[' ', ';', ','];
    let mut out = BufWriter::new(io::stdout().lock());
    for line in text.lines() {
        let trimmed = line.trim_matches(padding);
        let fields: Vec<&str> = trimmed.split(separators).map(str::trim).collect();
        writeln!(out, "{trimmed:?} -> {fields:?}")?;
        writeln!(
            out,
            "  first sep at {:?}, last at {:?}, has one: {}, starts with one: {}",
            line.find(separators),
            line.rfind(separators),
            line.contains(separators),
            line.starts_with(separators)
        )?;
        writeln!(
            out,
            "  {:?} {:?} {:?}",
            line.split_once(separators),
            line.trim_start_matches(padding),
            line.replace(separators, "|")
        )?;
        let pieces: Vec<&str> = line.splitn(2, separators).collect();
        writeln!(out, "  {pieces:?} {:?}", line.strip_prefix(padding))?;
    }
    out.flush()
}
