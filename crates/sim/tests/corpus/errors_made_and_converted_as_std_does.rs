// Errors made and converted as std does: `io::Error::new(kind, text)` and `io::Error::other`
// (their `kind()`, `Display` and, from `main`, `Debug`), `.ok_or("…")?` and `writeln!` into a
// `String` with `?` in a function returning `Box<dyn Error>` (std converts `&str` and
// `fmt::Error`; bufscope refused both with a false E0277), `env::args().skip(1)`.
use std::error::Error;
use std::fmt::Write as _;
use std::io::{self, ErrorKind};

fn parse_pair(s: &str) -> Result<(i32, i32), Box<dyn Error>> {
    let (a, b) = s.split_once(',').ok_or("missing comma")?;
    Ok((a.trim().parse()?, b.trim().parse()?))
}

fn check(n: i32) -> io::Result<i32> {
    if n < 0 {
        return Err(io::Error::new(ErrorKind::InvalidInput, format!("negative: {n}")));
    }
    if n == 0 {
        return Err(io::Error::other("zero"));
    }
    Ok(n * 2)
}

fn main() -> Result<(), Box<dyn Error>> {
    let mut report = String::new();
    for input in ["1, 2", "3;4", "5, x"] {
        match parse_pair(input) {
            Ok((a, b)) => writeln!(report, "{input:?} -> {}", a + b)?,
            Err(e) => writeln!(report, "{input:?} failed: {e}")?,
        }
    }
    print!("{report}");
    for n in [2, 0, -1] {
        match check(n) {
            Ok(v) => println!("ok {v}"),
            Err(e) => println!("{:?} {} {}", e.kind(), e, e.to_string().len()),
        }
    }
    let args: Vec<String> = std::env::args().skip(1).collect();
    println!("{} {:?}", args.len(), args.first());
    let v = check(-5)?;
    println!("unreachable {v}");
    Ok(())
}
