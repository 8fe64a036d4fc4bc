// bufscope: input data.txt=text:40000
// bufscope: stdout=file
use std::fs::File;
use std::io::{BufRead, BufReader};

fn main() -> std::io::Result<()> {
    let reader = BufReader::new(File::open("data.txt")?);
    let mut longest = 0;
    for line in reader.lines() {
        let line = line?;
        if line.len() > longest {
            longest = line.len();
        }
    }
    println!("longest line: {}", longest);
    Ok(())
}
