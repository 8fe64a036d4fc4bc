// bufscope: stdout=file
// Script functions generic over `F: Fn(…)`, `FnMut(…)` and `FnOnce(…)`, in the parameter
// list and in `where` clauses, given closures written in the call, kept closures and a
// function by name. The `FnMut` one writes through a borrowed BufWriter; the `FnOnce` one
// takes the BufWriter and drops it (its flush) when the call returns.
use std::fs::File;
use std::io::{self, BufWriter, Write};

fn repeat<F: FnMut(usize)>(times: usize, mut f: F) {
    for i in 0..times {
        f(i);
    }
}

fn apply_to<F>(value: i32, f: F) -> i32
where
    F: Fn(i32) -> i32,
{
    f(value)
}

fn finish<F: FnOnce() -> io::Result<usize>>(f: F) -> io::Result<usize> {
    println!("finishing");
    let n = f()?;
    println!("finished {n}");
    Ok(n)
}

fn twice<F: Fn()>(f: F) {
    f();
    f();
}

fn triple(x: i32) -> i32 {
    x * 3
}

fn main() -> io::Result<()> {
    let file = File::create("report.txt")?;
    let mut out = BufWriter::with_capacity(32, file);
    let mut written = 0;
    let write_line = |i: usize| {
        writeln!(out, "line {i} of the report").unwrap();
        written += 1;
    };
    repeat(3, write_line);
    println!("{written} lines buffered");
    let name = String::from("report");
    let greet = || println!("hello from {name}");
    twice(greet);
    twice(greet);
    twice(|| println!("a closure written in the call"));
    println!("doubled: {}", apply_to(21, |x| x * 2));
    println!("tripled: {}", apply_to(5, triple));
    let offset = 100;
    let shift = |x| x + offset;
    println!("shifted: {}", apply_to(1, shift));
    let total = finish(move || {
        writeln!(out, "{written} lines in all")?;
        let size = out.buffer().len();
        drop(out);
        println!("dropped the writer with {size} bytes buffered");
        Ok(size)
    })?;
    println!("total {total}");
    Ok(())
}
