// bufscope: stdout=file
use std::fs::File;
use std::io::{BufWriter, Write};

fn main() -> std::io::Result<()> {
    let mut a = BufWriter::new(File::create("a.txt")?);
    {
        let mut b = BufWriter::new(File::create("b.txt")?);
        b.write_all(b"inner")?;
        println!("leaving inner scope");
    }
    a.write_all(b"outer")?;
    let mut c = BufWriter::new(File::create("c.txt")?);
    c.write_all(b"last")?;
    println!("end of main");
    Ok(())
}
