// bufscope: stdout=file
use std::error;
use std::fmt;
use std::io::{self, Write};

type Result<T> = std::result::Result<T, Box<dyn error::Error>>;

enum Problem {
    Empty,
    TooBig(u64),
}

impl fmt::Debug for Problem {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Problem::Empty => f.write_str("Problem::Empty"),
            Problem::TooBig(n) => write!(f, "TooBig({n})"),
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Problem::Empty => write!(f, "nothing to read"),
            Problem::TooBig(n) => write!(f, "{} is more than 1000", n),
        }
    }
}

impl error::Error for Problem {}

fn first_small(words: &[&str]) -> Result<u64> {
    let word = match words.first() {
        Some(word) => word,
        None => return Err(Problem::Empty.into()),
    };
    let n: u64 = match word.parse::<u64>() {
        Ok(n) => n,
        Err(e) => return Err(From::from(e)),
    };
    if n > 1000 {
        let e: Box<dyn error::Error> = From::from(Problem::TooBig(n));
        return Err(e);
    }
    Ok(n)
}

fn main() -> io::Result<()> {
    let mut out = io::stdout().lock();
    for words in [vec!["12", "x"], vec![], vec!["seven"], vec!["5000"], vec!["-3"]] {
        match first_small(&words) {
            Ok(n) => writeln!(out, "ok {n}")?,
            Err(e) => {
                writeln!(out, "display: {e}")?;
                writeln!(out, "debug: {e:?}")?;
                writeln!(out, "padded: [{:>30}]", e)?;
            }
        }
    }
    let same: u64 = 7u64.into();
    writeln!(out, "same {same}")?;
    Ok(())
}
