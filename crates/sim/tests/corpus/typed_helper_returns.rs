// bufscope: input data.txt=text:3000
// bufscope: stdout=file
use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};

fn count_long(path: &str, limit: usize) -> io::Result<usize> {
    let reader = BufReader::new(File::open(path)?);
    let mut n = 0;
    for line in reader.lines() {
        if line?.len() > limit {
            n += 1;
        }
    }
    Ok(n)
}

fn report(out: &mut dyn Write, label: &str, n: usize) -> io::Result<()> {
    writeln!(out, "{label}: {n}")
}

fn half(n: usize) -> usize {
    n / 2
}

fn main() -> io::Result<()> {
    let n = count_long("data.txt", 20)?;
    let stdout = io::stdout();
    let mut lock = stdout.lock();
    report(&mut lock, "long lines", n)?;
    report(&mut lock, "half of them", half(n))?;
    Ok(())
}
