// `by_ref()` lends an iterator to what is made of it and keeps it: a reader's lines after
// the header read up to a marker, then the rest; a range, a split and the script's own
// iterator taken from in parts, each part moving the same iterator on.
use std::io::{self, BufRead, Write};

struct Countdown(u32);

impl Iterator for Countdown {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        if self.0 == 0 {
            return None;
        }
        self.0 -= 1;
        Some(self.0 + 1)
    }
}

fn main() -> io::Result<()> {
    let data = "name,age\nada,36\nalan,41\n# end\nnot read\n";
    let mut lines = data.as_bytes().lines();
    let header = lines.next().unwrap()?;
    println!("header: {header}");
    for line in lines.by_ref() {
        let line = line?;
        if line.starts_with('#') {
            break;
        }
        println!("row: {line}");
    }
    println!("left: {:?}", lines.next().map(|l| l.unwrap()));

    let mut nums = 1..=10;
    let first: Vec<i32> = nums.by_ref().take(3).collect();
    let evens: Vec<i32> = nums.by_ref().filter(|n| n % 2 == 0).take(2).collect();
    println!("{:?} {:?} rest {:?}", first, evens, nums.collect::<Vec<_>>());

    let mut c = Countdown(5);
    let top: u32 = c.by_ref().take(2).sum();
    println!("{top} then {:?}", c.collect::<Vec<_>>());

    let mut words = "a b c d".split(' ');
    let two: Vec<&str> = words.by_ref().take(2).collect();
    let mut out = io::stdout().lock();
    writeln!(out, "{:?} {:?}", two, words.collect::<Vec<_>>())?;
    Ok(())
}
