// Read::take over a file, a borrowed file and stdin: std's own Take decides each read's size.
// bufscope: input big.txt=text:20000
// bufscope: input -=text:300
use std::fs::File;
use std::io::{self, Read};

fn main() -> io::Result<()> {
    let mut s = String::new();
    File::open("big.txt")?.take(100).read_to_string(&mut s)?;
    println!("{}", s.len());
    let mut f = File::open("big.txt")?;
    let mut head = Vec::new();
    f.by_ref().take(10000).read_to_end(&mut head)?;
    let mut rest = Vec::new();
    f.read_to_end(&mut rest)?;
    println!("{} {}", head.len(), rest.len());
    let mut t = io::stdin().take(50);
    let mut buf = [0u8; 64];
    let n = t.read(&mut buf)?;
    println!("{n} left {}", t.limit());
    t.set_limit(500);
    let mut tail = Vec::new();
    t.read_to_end(&mut tail)?;
    println!("{}", tail.len());
    Ok(())
}
