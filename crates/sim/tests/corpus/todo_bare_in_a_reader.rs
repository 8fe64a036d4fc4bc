// bufscope: input words.txt="one\ntwo\nthree\n"
use std::fs::File;
use std::io::{self, BufRead, BufReader};

fn main() -> io::Result<()> {
    let reader = BufReader::new(File::open("words.txt")?);
    for line in reader.lines() {
        let line = line?;
        if line.len() > 3 {
            todo!();
        }
        println!("{line}");
    }
    Ok(())
}
