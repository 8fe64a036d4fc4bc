// bufscope: input data.txt=text:500
// bufscope: stdout=file
// bufscope: stderr=file
use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};

fn longest(path: &str) -> io::Result<(usize, String)> {
    let mut best = (0, String::new());
    for (number, line) in BufReader::new(File::open(path)?).lines().enumerate() {
        let line = line?;
        if line.len() > best.1.len() {
            best = (number, line);
        }
    }
    Ok(best)
}

fn main() -> io::Result<()> {
    let (number, line) = longest("data.txt")?;
    let mut err = io::stderr().lock();
    writeln!(err, "line {number} is the longest: {line:?}")?;
    let sizes = vec![(1u8, "one"), (2, "two")];
    for (i, (n, name)) in sizes.iter().enumerate() {
        println!("{i}: {n} {name}");
    }
    Ok(())
}
