// bufscope: stdout=file
use std::fs::File;
use std::io::{BufWriter, Write};

fn main() {
    let mut w = BufWriter::new(File::create("out.txt").unwrap());
    writeln!(w, "this never reaches the file").unwrap();
    println!("exiting");
    std::process::exit(0);
}
