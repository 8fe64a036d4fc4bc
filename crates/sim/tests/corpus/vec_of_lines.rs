// bufscope: input data.txt=text:2000
// bufscope: stdout=file
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};

fn main() -> io::Result<()> {
    let reader = BufReader::new(File::open("data.txt")?);
    let mut lines: Vec<String> = Vec::new();
    for line in reader.lines() {
        lines.push(line?);
    }
    let mut out = BufWriter::new(io::stdout().lock());
    let mut i = lines.len();
    while i > 0 {
        i -= 1;
        writeln!(out, "{:>3}: {}", i, lines[i])?;
    }
    writeln!(out, "{} lines, the first is {:?}", lines.len(), lines[0])?;
    Ok(())
}
