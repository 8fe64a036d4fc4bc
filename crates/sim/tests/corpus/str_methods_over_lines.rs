// bufscope: input -=text:700
// bufscope: stdout=file
use std::io::{self, BufRead, Write};

fn main() -> io::Result<()> {
    let mut out = io::stdout().lock();
    let mut words = 0;
    for line in io::stdin().lock().lines() {
        let line = line?;
        for word in line.split_whitespace() {
            words += 1;
            if word.starts_with("qu") || word.ends_with('x') {
                write!(out, "{} ", word.to_uppercase())?;
            }
        }
        if line.contains("line 1") {
            writeln!(out, "[{}]", line.trim_end().to_lowercase())?;
        }
    }
    let mut vowels = 0;
    for c in "Buffered I/O".chars() {
        if "aeiouAEIOU".contains(c) {
            vowels += 1;
        }
    }
    writeln!(out, "{words} words, {vowels} vowels, {:?}", "  x ".trim_start())?;
    Ok(())
}
