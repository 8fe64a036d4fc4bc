// bufscope: input log.txt=text:20000
// bufscope: input empty.txt=""
// bufscope: stdout=file
use std::fs;
use std::io::{self, BufRead, BufReader};

fn main() -> io::Result<()> {
    let copied = fs::copy("log.txt", "log.txt.bak")?;
    println!("backed up {copied} bytes");
    println!("empty: {:?}", fs::copy("empty.txt", "empty.bak"));
    match fs::copy("log.txt", "missing/log.txt") {
        Ok(n) => println!("copied {n}"),
        Err(e) => println!("no copy: {:?}", e.kind()),
    }
    match fs::copy("nothing.txt", "nothing.bak") {
        Ok(n) => println!("copied {n}"),
        Err(e) => println!("no source: {e}"),
    }
    let again = fs::copy("log.txt.bak", "log.txt.bak2")?;
    let reader = BufReader::new(fs::File::open("log.txt.bak2")?);
    let lines = reader.lines().count();
    println!("{again} bytes, {lines} lines");
    Ok(())
}
