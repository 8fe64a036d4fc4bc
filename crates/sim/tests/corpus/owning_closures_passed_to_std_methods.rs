// bufscope: stdout=file
// `move` closures kept in variables and passed by name to iterator methods: the one owning
// a BufWriter over a File is dropped when `for_each` returns (the file is written and
// closed before the next line is printed); the one owning a String when `collect` is done.
use std::fs::File;
use std::io::{self, BufWriter, Write};

fn main() -> io::Result<()> {
    let prefix = String::from("item");
    let label = move |n: i32| format!("{prefix}-{n}");
    let labels: Vec<String> = (1..4).map(label).collect();
    println!("{labels:?}");
    let mut out = BufWriter::new(File::create("numbers.txt")?);
    let write = move |n: i32| {
        writeln!(out, "{n}").unwrap();
    };
    (1..4).for_each(write);
    println!("after for_each");
    Ok(())
}
