// `ref` in a pattern borrows the part it binds instead of moving it out: the value matched is
// still whole afterwards (a `String` in an `Option`, a writer in a tuple), and reading through
// the binding reads the place.
use std::io::{BufWriter, Write};

struct Entry {
    name: String,
    size: u64,
}

fn main() -> std::io::Result<()> {
    let title = Some(String::from("report"));
    match title {
        Some(ref text) if text.len() > 3 => println!("long title {}", text),
        Some(ref text) => println!("short title {}", text),
        None => println!("untitled"),
    }
    if let Some(ref text) = title {
        println!("still here: {} ({} bytes)", text, text.len());
    }
    println!("{:?}", title);

    let entry = Entry {
        name: String::from("a.txt"),
        size: 12,
    };
    match entry {
        Entry { ref name, size } => println!("{} is {} bytes", name, size),
    }
    println!("the entry keeps {}", entry.name);

    let pair = (String::from("left"), 2);
    let (ref word, count) = pair;
    println!("{} x{} {:?}", word, count, pair);

    let mut out = BufWriter::new(std::io::stdout());
    let numbers = vec![(1, String::from("one")), (2, String::from("two"))];
    for item in &numbers {
        let (n, ref label) = *item;
        writeln!(out, "{} {}", n, label)?;
    }
    out.flush()?;
    println!("{}", numbers.len());
    Ok(())
}
