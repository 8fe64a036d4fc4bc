// A `BufReader` and a `BufWriter` over one `&File` (opened to read and append), as the Rust
// Standard Library Cookbook shares a file: `Seek for &File` moves the one offset they share,
// `BufReader::seek(SeekFrom::Current(0))` asks where the reader is (less what it buffered).
use std::fs::{File, OpenOptions};
use std::io::{BufRead, BufReader, Read, Seek, SeekFrom, Write};
fn main() -> std::io::Result<()> {
    std::fs::write("notes.txt", "one\ntwo\n")?;
    let file = OpenOptions::new().read(true).append(true).open("notes.txt")?;
    let mut reader = BufReader::new(&file);
    let mut first = String::new();
    reader.read_line(&mut first)?;
    let pos = reader.seek(SeekFrom::Current(0))?;
    (&file).write_all(b"three\n")?;
    let mut rest = String::new();
    reader.seek(SeekFrom::Start(pos))?;
    reader.read_to_string(&mut rest)?;
    println!("{first:?} {pos} {rest:?}");
    let mut f = &file;
    println!("{}", f.seek(SeekFrom::End(0))?);
    let mut whole = String::new();
    File::open("notes.txt")?.read_to_string(&mut whole)?;
    print!("{whole}");
    Ok(())
}
