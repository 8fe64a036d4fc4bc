// A script's type with `Drop` held in a tuple, a Vec, an Option and a Result: each one's
// `drop` runs when its owner goes, a tuple's fields and a Vec's elements first to last,
// locals last declared first. One of them owns a BufWriter, flushed by its own drop after.
use std::fs::File;
use std::io::{BufWriter, Write};

struct Noisy(i32);

impl Drop for Noisy {
    fn drop(&mut self) {
        println!("drop {}", self.0);
    }
}

struct Log {
    name: &'static str,
    out: BufWriter<File>,
}

impl Drop for Log {
    fn drop(&mut self) {
        let _ = writeln!(self.out, "closing {}", self.name);
        println!("dropped log {}", self.name);
    }
}

fn make(n: i32) -> Result<Noisy, String> {
    if n > 0 { Ok(Noisy(n)) } else { Err("none".to_string()) }
}

fn main() -> std::io::Result<()> {
    let pair = (Noisy(1), Noisy(2));
    let list = vec![Noisy(3), Noisy(4), Noisy(5)];
    let maybe = Some(Noisy(6));
    let made = make(7);
    let logs = vec![Log { name: "a", out: BufWriter::new(File::create("a.txt")?) }];
    {
        let inner = (Noisy(8), Some(Noisy(9)));
        println!("inner {}", inner.0 .0);
    }
    let popped = {
        let mut v = vec![Noisy(10), Noisy(11)];
        v.pop()
    };
    println!(
        "end {} {} {} {} {} {}",
        pair.1 .0,
        list.len(),
        maybe.is_some(),
        made.is_ok(),
        logs.len(),
        popped.is_some()
    );
    Ok(())
}
