// `ref mut` of values the pattern owns: a temporary matched by `match` lives until the
// `match` ends (a `BufWriter` in it flushes there, after the arm's line), one taken apart by
// `let` until the block ends; a closure's and a loop's `ref mut` bindings change their own
// item; `let ref mut n = count;` borrows the variable.
use std::io::{self, BufWriter, Write};

struct Noisy(&'static str);

impl Drop for Noisy {
    fn drop(&mut self) {
        println!("drop {}", self.0);
    }
}

fn writer() -> Option<BufWriter<io::Stdout>> {
    Some(BufWriter::new(io::stdout()))
}

fn main() {
    match writer() {
        Some(ref mut w) => {
            write!(w, "buffered ").unwrap();
            println!("(arm ends)");
        }
        None => {}
    }
    println!();
    {
        let (ref mut first, ref second) = (Noisy("temporary a"), Noisy("temporary b"));
        first.0 = "changed a";
        println!("block ends {}", second.0);
    }
    let add = |(ref mut total, step): (i32, i32)| {
        *total += step;
        *total
    };
    println!("{}", add((1, 2)));
    for (ref mut word, n) in vec![(String::from("x"), 2), (String::from("y"), 3)] {
        for _ in 1..n {
            word.push('!');
        }
        println!("{word}");
    }
    let mut count = 3;
    let ref mut n = count;
    *n += 1;
    println!("{count}");
}
