// bufscope: stdout=file
// A `move` closure owning a BufWriter over a File, passed to a function generic over
// `F: FnMut(&str)`: the writer lives in the closure, so it is flushed and the File closed
// when the function's parameter is dropped at its end, before `main` prints again. A kept
// `FnOnce` closure owning another is dropped unused at the end of `main`.
use std::fs::File;
use std::io::{self, BufWriter, Write};

fn feed<F: FnMut(&str)>(mut sink: F, words: &[&str]) {
    for word in words {
        sink(word);
    }
    println!("fed {} words", words.len());
}

fn main() -> io::Result<()> {
    let mut out = BufWriter::new(File::create("words.txt")?);
    let sink = move |word: &str| {
        writeln!(out, "{word}").unwrap();
    };
    feed(sink, &["alpha", "beta", "gamma"]);
    println!("back in main");
    let spare = BufWriter::new(File::create("spare.txt")?);
    let _finish = move || {
        let mut spare = spare;
        spare.write_all(b"never written\n").unwrap();
    };
    println!("finish is never called");
    Ok(())
}
