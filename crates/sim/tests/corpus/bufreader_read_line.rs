// bufscope: input data.txt=text:20000
// bufscope: stdout=file
use std::fs::File;
use std::io::{BufRead, BufReader};

fn main() -> std::io::Result<()> {
    let mut reader = BufReader::with_capacity(1000, File::open("data.txt")?);
    let mut line = String::new();
    let mut n = 0;
    while reader.read_line(&mut line)? > 0 {
        n += 1;
        line.clear();
    }
    println!("{} lines", n);
    Ok(())
}
