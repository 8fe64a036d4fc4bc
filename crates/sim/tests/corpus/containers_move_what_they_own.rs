// A Vec, a tuple or an Option holding a type with `Drop` (or a BufWriter) moves when it is
// read by value: bound to a new name, passed to a function, given to `drop`, unwrapped, turned
// into an iterator, matched by value. Its old name drops nothing at the end of `main`, and a
// BufWriter inside flushes and closes where its new owner drops it, not at the end.
use std::fs::File;
use std::io::{BufWriter, Write};

struct Noisy(u32);

impl Drop for Noisy {
    fn drop(&mut self) {
        println!("drop {}", self.0);
    }
}

fn count(items: Vec<Noisy>) -> usize {
    println!("counting");
    items.len()
}

fn finish(writers: Vec<BufWriter<File>>) {
    println!("finishing {}", writers.len());
}

fn main() -> std::io::Result<()> {
    let first = vec![Noisy(1), Noisy(2)];
    let second = first;
    println!("moved {}", second.len());

    let given = vec![Noisy(3), Noisy(4)];
    println!("counted {}", count(given));

    let maybe = Some(Noisy(5));
    drop(maybe);
    println!("after drop");

    let pair = (Noisy(6), 7);
    let kept = pair;
    println!("pair {} {}", kept.0 .0, kept.1);

    let wrapped = Some(Noisy(8));
    let inner = wrapped.unwrap();
    println!("unwrapped {}", inner.0);

    let chosen = Some(Noisy(9));
    match chosen {
        Some(n) => println!("matched {}", n.0),
        None => println!("nothing"),
    }
    println!("after match");

    let mut writers = vec![
        BufWriter::new(File::create("a.txt")?),
        BufWriter::new(File::create("b.txt")?),
    ];
    for w in writers.iter_mut() {
        writeln!(w, "hello")?;
    }
    finish(writers);
    println!("after finish");

    let mut held = (BufWriter::new(File::create("c.txt")?), 1);
    writeln!(held.0, "held")?;
    let moved = held;
    drop(moved);
    println!("after tuple");

    let mut slot = Some(BufWriter::new(File::create("d.txt")?));
    if let Some(w) = &mut slot {
        writeln!(w, "slot")?;
    }
    let out = slot.unwrap();
    drop(out);
    println!("end");
    Ok(())
}
