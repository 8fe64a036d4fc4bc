// bufscope: stdout=file
// A `let` pattern taking apart a tuple held in a variable moves only the fields it binds:
// `_` leaves its field in the tuple (`pair.1` is used afterwards), a `Copy` field is copied,
// a writer taken out is dropped (flushed) where its new owner drops it, and a field moved
// out may be given a new value (the tuple is whole again).
use std::cmp::Reverse;
use std::io::{self, BufWriter, Write};

fn main() -> io::Result<()> {
    let pair = (BufWriter::new(io::stdout()), String::from("label"));
    let (mut out, _) = pair;
    writeln!(out, "first: {}", pair.1)?;
    drop(out);
    eprintln!("after the writer, {} bytes of label", pair.1.len());
    let counts = (String::from("lines"), 3);
    let (_, n) = counts;
    let (word, copied) = counts;
    println!("{word} {n} {copied} {}", counts.1);
    let triple = (String::from("a"), String::from("b"), String::from("c"));
    let (_, middle, _) = triple;
    let (first, _, _) = triple;
    let last = triple.2;
    println!("{first}{middle}{last}");
    let mut names = (String::from("first"), String::from("second"));
    let (taken, _) = names;
    names.1 += " and more";
    names.0 = format!("{taken} again");
    println!("{names:?}");
    let wrapped = Reverse(String::from("kept"));
    let Reverse(_) = wrapped;
    println!("{:?}", wrapped);
    Ok(())
}
