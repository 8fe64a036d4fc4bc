// A byte-string literal read as `BufRead` (`lines`, `read_line`) and a stdout lock written
// word by word, with the input parsed as a learner's first programs do.
use std::io::{self, BufRead, Write};
fn main() -> io::Result<()> {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    for word in "alpha beta gamma".split_whitespace() {
        write!(out, "{word} ")?;
    }
    writeln!(out)?;
    drop(out);
    eprint!("err ");
    print!("no newline");
    io::stdout().flush()?;
    eprintln!("done");
    let input = b"3\n1 2 3\n";
    let mut lines = input.lines();
    let n: usize = lines.next().unwrap()?.trim().parse().unwrap();
    let nums: Vec<i64> = lines.next().unwrap()?.split(' ').map(|x| x.parse().unwrap()).collect();
    println!("{n} {}", nums.iter().sum::<i64>());
    let mut buf = String::new();
    let mut r = &input[..];
    while r.read_line(&mut buf)? > 0 {}
    println!("{buf:?}");
    Ok(())
}
