// bufscope: stdout=file
use std::io::{self, Write};

fn main() -> std::io::Result<()> {
    let mut s = io::sink();
    for i in 0..1000 {
        writeln!(s, "{}", i)?;
    }
    println!("done");
    Ok(())
}
