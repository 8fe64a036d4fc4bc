// bufscope: input data.txt=text:30000
// bufscope: stdout=file
use std::fs::File;
use std::io::{BufReader, Read};

fn main() -> std::io::Result<()> {
    let r = BufReader::new(File::open("data.txt")?);
    let mut count = 0;
    for b in r.bytes() {
        if b? == b'\n' {
            count += 1;
        }
    }
    println!("{} lines", count);
    Ok(())
}
