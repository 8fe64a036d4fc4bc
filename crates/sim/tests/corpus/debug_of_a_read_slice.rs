// bufscope: input data.txt=text:64
// bufscope: stdout=file
use std::fs::File;
use std::io::prelude::*;

fn main() -> std::io::Result<()> {
    let mut f = File::open("data.txt")?;
    let mut head = [0; 12];
    let n = f.read(&mut head[..])?;
    println!("first {} bytes: {:?}", n, &head[..n]);
    let mut rest = Vec::new();
    f.read_to_end(&mut rest)?;
    println!("then {:?} and {} more", &rest[..4], rest.len() - 4);
    Ok(())
}
