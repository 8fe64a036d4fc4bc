// `io::read_to_string(reader)`: std's free function reads the whole reader into a new String
// with the reader's own `read_to_string` (a File's statx and lseek size hint first), and
// drops the reader as it returns: a File given by value is closed there, a `&mut File` is
// only lent, a BufReader gives what it buffered first. Standard input is read to its end.
// bufscope: input -="first line\nsecond line\n"
use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};

fn main() -> io::Result<()> {
    let typed = io::read_to_string(io::stdin())?;
    println!("{} lines on stdin, the last {:?}", typed.lines().count(), typed.lines().last());
    File::create("poem.txt")?.write_all(b"one\ntwo\nthree\n")?;
    let text = io::read_to_string(File::open("poem.txt")?)?;
    println!("{} lines", text.lines().count());
    let mut file = File::open("poem.txt")?;
    let again = io::read_to_string(&mut file)?;
    println!("{} bytes, then {:?}", again.len(), io::read_to_string(&mut file)?);
    let mut reader = BufReader::with_capacity(4, File::open("poem.txt")?);
    let mut first = String::new();
    reader.read_line(&mut first)?;
    print!("{first}{}", io::read_to_string(reader)?);
    match File::open("missing.txt").and_then(io::read_to_string) {
        Ok(text) => println!("{text}"),
        Err(e) => println!("missing: {}", e.kind()),
    }
    Ok(())
}
