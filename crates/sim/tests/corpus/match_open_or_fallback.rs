// bufscope: input data.txt=text:600
// bufscope: stdout=file
// bufscope: stderr=file
use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};

fn main() -> io::Result<()> {
    let f = match File::open("missing.txt") {
        Ok(f) => f,
        Err(e) => {
            eprintln!("could not open: {}", e);
            File::open("data.txt")?
        }
    };
    let reader = BufReader::new(f);
    let mut out = io::stdout().lock();
    for line in reader.lines() {
        match line {
            Ok(text) if text.is_empty() => writeln!(out, "(blank)")?,
            Ok(text) => writeln!(out, "{}", text)?,
            Err(e) => return Err(e),
        }
    }
    let n = 7;
    let kind = match n {
        0 => "zero",
        1..=5 => "small",
        _ => "big",
    };
    if let Some(x) = Some(3) {
        writeln!(out, "{kind} {x}")?;
    }
    let mut s = String::new();
    let mut input = io::stdin().lock();
    while let Ok(read) = input.read_line(&mut s) {
        if read == 0 {
            break;
        }
        s.clear();
    }
    let Ok(g) = File::open("data.txt") else {
        return Ok(());
    };
    drop(g);
    Ok(())
}
