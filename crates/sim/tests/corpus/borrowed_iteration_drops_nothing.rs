// Walking a collection by reference (`for n in &v`, `v.iter()` and its adapters, `iter_mut`)
// lends its items: nothing is dropped until the collection itself goes, last declared first.
// A `Vec` of structs holding a BufWriter flushes each one when the `Vec` drops.
use std::fs::File;
use std::io::{BufWriter, Write};

struct Noisy(u32);

impl Drop for Noisy {
    fn drop(&mut self) {
        println!("drop {}", self.0);
    }
}

struct Log {
    name: u32,
    out: BufWriter<File>,
}

impl Drop for Log {
    fn drop(&mut self) {
        let _ = writeln!(self.out, "closing {}", self.name);
        println!("log {} closed", self.name);
    }
}

fn main() -> std::io::Result<()> {
    let v: Vec<Noisy> = (1..=5).map(|k| Noisy(k)).collect();
    for n in &v {
        if n.0 == 3 {
            break;
        }
        println!("look {}", n.0);
    }
    for (i, n) in v.iter().enumerate() {
        println!("at {} {}", i, n.0);
    }
    let total: u32 = v.iter().map(|n| n.0).sum();
    println!("total {}", total);
    let big = v.iter().find(|n| n.0 > 3);
    println!("found {}", big.map(|n| n.0).unwrap_or(0));
    let odd: Vec<&Noisy> = v.iter().filter(|n| n.0 % 2 == 1).collect();
    println!("odd {}", odd.len());
    let most = v.iter().max_by_key(|n| n.0);
    println!("most {}", most.map(|n| n.0).unwrap_or(0));
    println!("counted {}", v.iter().count());

    let mut logs = Vec::new();
    for k in 0..2 {
        logs.push(Log { name: k, out: BufWriter::new(File::create(format!("log{}.txt", k))?) });
    }
    for log in logs.iter_mut() {
        writeln!(log.out, "entry {}", log.name)?;
    }
    for log in &logs {
        println!("log {}", log.name);
    }
    println!("end");
    Ok(())
}
