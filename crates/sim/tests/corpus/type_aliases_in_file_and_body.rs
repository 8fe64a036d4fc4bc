// `type` aliases, in the file and in a function body: a generic `Result<T>` with a boxed
// error (a file's numbers summed, a parse error and a missing file reported), an alias of
// the BufWriter type the report goes through, and an alias of a list type inside `main`.
// bufscope: input counts.txt="3\n14\n"
// bufscope: input bad.txt="3\nx\n"
// bufscope: stdout=file
use std::error::Error;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};

type Result<T> = std::result::Result<T, Box<dyn Error>>;
type Out = BufWriter<io::StdoutLock<'static>>;

fn total(path: &str) -> Result<u64> {
    let mut sum = 0;
    for line in BufReader::new(File::open(path)?).lines() {
        let n: u64 = line?.trim().parse()?;
        sum += n;
    }
    Ok(sum)
}

fn report(out: &mut Out, label: &str, value: Result<u64>) -> io::Result<()> {
    match value {
        Ok(n) => writeln!(out, "{label}: {n}"),
        Err(e) => writeln!(out, "{label}: error {e}"),
    }
}

fn main() -> Result<()> {
    type Pairs = Vec<(String, u64)>;
    let mut out: Out = BufWriter::new(io::stdout().lock());
    for path in ["counts.txt", "bad.txt", "missing.txt"] {
        report(&mut out, path, total(path))?;
    }
    let pairs: Pairs = vec![("a".to_string(), 1), ("b".to_string(), 2)];
    for (name, n) in &pairs {
        writeln!(out, "{name}={n}")?;
    }
    out.flush()?;
    Ok(())
}
