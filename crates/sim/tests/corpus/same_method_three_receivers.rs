// bufscope: input data.txt=text:100
// bufscope: stdout=file
use std::fs::File;
use std::io::{BufReader, BufWriter, Cursor, Read, Write};

fn main() -> std::io::Result<()> {
    // `into_inner` is three different methods: the type decides which.
    let mut w = BufWriter::new(File::create("out.txt")?);
    w.write_all(b"kept in the buffer\n")?;
    let mut file = w.into_inner()?;
    file.write_all(b"straight to the file\n")?;

    let mut c = Cursor::new(Vec::new());
    c.write_all(b"in memory")?;
    let bytes = c.into_inner();

    let mut r = BufReader::new(File::open("data.txt")?);
    let mut first = [0u8; 10];
    r.read_exact(&mut first)?;
    let mut raw = r.into_inner();
    let mut rest = Vec::new();
    raw.read_to_end(&mut rest)?;
    println!("{} {} {}", bytes.len(), first.len(), rest.len());
    Ok(())
}
