// `mem::swap`, `mem::replace` and `mem::take` move values between places without a copy:
// a double buffer swapped before each flush, a line taken out of a struct's field (leaving an
// empty `String`), and a `BufWriter` replaced by another — the old one is returned, and it
// flushes and closes where it drops, not where it was replaced.
use std::fs::File;
use std::io::{BufWriter, Write};
use std::mem;

struct Collector {
    line: String,
    lines: Vec<String>,
}

impl Collector {
    fn push(&mut self, c: char) {
        if c == '\n' {
            let line = mem::take(&mut self.line);
            self.lines.push(line);
        } else {
            self.line.push(c);
        }
    }
}

fn main() -> std::io::Result<()> {
    let mut front = vec![1, 2];
    let mut back = vec![3];
    mem::swap(&mut front, &mut back);
    println!("front {:?} back {:?}", front, back);
    let mut pair = (String::from("left"), String::from("right"));
    mem::swap(&mut pair.0, &mut pair.1);
    println!("pair {:?}", pair);

    let mut c = Collector {
        line: String::new(),
        lines: Vec::new(),
    };
    for ch in "ab\ncd\n".chars() {
        c.push(ch);
    }
    println!("lines {:?} rest {:?}", c.lines, c.line);

    let mut counts = vec![5, 6];
    let old = mem::replace(&mut counts[0], 50);
    let taken = std::mem::take(&mut counts);
    println!("old {} taken {:?} left {:?}", old, taken, counts);
    let mut best: Option<u32> = Some(9);
    println!("{:?} {:?}", mem::take(&mut best), best);

    let mut log = BufWriter::new(File::create("first.log")?);
    writeln!(log, "into the first")?;
    let first = mem::replace(&mut log, BufWriter::new(File::create("second.log")?));
    writeln!(log, "into the second")?;
    println!("replaced");
    drop(first);
    println!("first dropped");
    Ok(())
}
