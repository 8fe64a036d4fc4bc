// A script's own `impl Iterator` (its `next`, with `type Item`) walked by std's code: `for`
// loops (by value and through `&mut`, which moves the script's variable on), the adapters and
// consumers std provides over `next`, a script iterator given to `zip` and `chain` and to a
// function taking `impl Iterator`, and one that reads a file's lines as it is asked for items.
use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};

struct Counter {
    count: u32,
}

impl Counter {
    fn new() -> Counter {
        Counter { count: 0 }
    }
}

impl Iterator for Counter {
    type Item = u32;

    fn next(&mut self) -> Option<Self::Item> {
        if self.count < 5 {
            self.count += 1;
            Some(self.count)
        } else {
            None
        }
    }
}

struct Fibonacci {
    curr: u32,
    next: u32,
}

impl Iterator for Fibonacci {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        let current = self.curr;
        self.curr = self.next;
        self.next = current + self.next;
        Some(current)
    }
}

fn fibonacci() -> Fibonacci {
    Fibonacci { curr: 0, next: 1 }
}

struct Numbers {
    lines: io::Lines<BufReader<File>>,
    skipped: usize,
}

impl Iterator for Numbers {
    type Item = i64;

    fn next(&mut self) -> Option<i64> {
        loop {
            let line = self.lines.next()?.ok()?;
            match line.trim().parse() {
                Ok(n) => return Some(n),
                Err(_) => self.skipped += 1,
            }
        }
    }
}

fn total(items: impl Iterator<Item = u32>) -> u32 {
    items.sum()
}

fn largest(items: impl Iterator<Item = i64>) -> Option<i64> {
    items.max()
}

fn main() -> io::Result<()> {
    let mut c = Counter::new();
    println!("{:?} {:?}", c.next(), c.next());
    for n in Counter::new() {
        print!("{n} ");
    }
    println!();
    let sum: u32 = Counter::new()
        .zip(Counter::new().skip(1))
        .map(|(a, b)| a * b)
        .filter(|x| x % 3 == 0)
        .sum();
    println!("{sum}");
    let both: Vec<u32> = Counter::new().take(2).chain(Counter::new()).collect();
    println!("{:?} {:?}", both, (1..4).zip(Counter::new()).last());

    for i in fibonacci().skip(4).take(4) {
        println!("> {}", i);
    }
    let mut seq = fibonacci();
    let first = [seq.next(), seq.next(), seq.next()];
    for x in &mut seq {
        if x > 10 {
            break;
        }
    }
    println!("{:?} then {:?}", first, seq.next());
    println!("total {}", total(fibonacci().take(10)));
    let (count, last) = (fibonacci().take(7).count(), fibonacci().take(7).last());
    println!("{count} {last:?} {:?}", fibonacci().nth(9));
    for (i, f) in fibonacci().enumerate().skip(3).step_by(2).take(3) {
        println!("{i}: {f}");
    }
    let mut peek = fibonacci().peekable();
    while let Some(&n) = peek.peek() {
        if n > 5 {
            break;
        }
        peek.next();
    }
    println!("peeked past {:?}", peek.next());

    let mut f = File::create("numbers.txt")?;
    writeln!(f, "3\nx\n41\n\n-7\n12")?;
    drop(f);
    let mut nums = Numbers {
        lines: BufReader::new(File::open("numbers.txt")?).lines(),
        skipped: 0,
    };
    let firsts = vec![nums.next(), nums.next()];
    println!("{:?}, {} skipped so far", firsts, nums.skipped);
    println!("largest of the rest: {:?}", largest(nums));
    Ok(())
}
