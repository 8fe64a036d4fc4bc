// bufscope: input big.txt=text:27019
// bufscope: input -=text:20000
// bufscope: stdout=file
use std::fs::File;
use std::io::{self, BufReader};

fn main() -> io::Result<()> {
    let mut f = File::open("big.txt")?;
    let n = io::copy(&mut f, &mut io::stdout())?;
    eprintln!("B {n}");
    let mut r = BufReader::new(File::open("big.txt")?);
    let mut v = Vec::new();
    let n = io::copy(&mut r, &mut v)?;
    eprintln!("C {n} {}", v.len());
    let mut out = File::create("copy.txt")?;
    let mut data: &[u8] = b"hello\nworld\n";
    let n = io::copy(&mut data, &mut out)?;
    eprintln!("D {n} {}", data.len());
    let n = io::copy(&mut io::stdin(), &mut out)?;
    eprintln!("F {n}");
    let mut f = File::open("big.txt")?;
    let mut w = Vec::new();
    let n = io::copy(&mut f, &mut w)?;
    eprintln!("G {n}");
    let big = vec![b'x'; 20000];
    let n = io::copy(&mut &big[..], &mut out)?;
    eprintln!("H {n}");
    let mut c = io::Cursor::new(vec![1u8; 9000]);
    let n = io::copy(&mut c, &mut out)?;
    eprintln!("K {n}");
    Ok(())
}
