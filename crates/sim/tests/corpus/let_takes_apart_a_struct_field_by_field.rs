// bufscope: stdout=pipe
// A `let` pattern taking apart a struct held in a variable moves only the fields it binds:
// `..` and `_` leave theirs in the struct (used afterwards), a `Copy` field is copied, and a
// writer taken out is flushed where its new owner drops it, not where the struct dies.
use std::io::{self, BufWriter, Stdout, Write};

struct Report {
    out: BufWriter<Stdout>,
    title: String,
    lines: usize,
}

struct Labelled(String, String);

fn main() -> io::Result<()> {
    let report = Report {
        out: BufWriter::new(io::stdout()),
        title: String::from("totals"),
        lines: 2,
    };
    let Report { mut out, lines, .. } = report;
    writeln!(out, "{} ({lines} lines)", report.title)?;
    drop(out);
    eprintln!("title still held: {} of {}", report.title, report.lines);
    let pair = Labelled(String::from("key"), String::from("value"));
    let Labelled(key, _) = pair;
    let Labelled(_, value) = pair;
    println!("{key}={value}");
    let Report { title: heading, .. } = report;
    println!("{heading}");
    Ok(())
}
