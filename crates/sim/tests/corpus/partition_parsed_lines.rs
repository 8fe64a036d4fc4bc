// bufscope: input readings.txt="12\n7\nabc\n40\n\n-3\n9x\n"
// bufscope: stdout=file
use std::fs;
use std::io::{self, BufWriter, Write};

fn main() -> io::Result<()> {
    let text = fs::read_to_string("readings.txt")?;
    let (good, bad): (Vec<_>, Vec<_>) = text
        .lines()
        .map(|line| line.parse::<i64>())
        .partition(|parsed| parsed.is_ok());
    let (small, large): (Vec<i64>, Vec<i64>) =
        good.into_iter().map(Result::unwrap).partition(|n| *n < 10);
    let (count, label): (usize, String) = (bad.len(), String::from("unreadable"));
    let mut out = BufWriter::with_capacity(32, io::stdout());
    writeln!(out, "small: {:?}", small)?;
    writeln!(out, "large: {:?}", large)?;
    writeln!(out, "{label}: {count}")?;
    for error in bad.into_iter().map(Result::unwrap_err) {
        writeln!(out, "  {error}")?;
    }
    out.flush()?;
    eprintln!("done");
    Ok(())
}
