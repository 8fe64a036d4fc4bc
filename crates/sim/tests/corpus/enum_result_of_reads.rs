// bufscope: input data.txt=text:300
// A script's enum for what a read gave, built from the Result of each read and matched.
use std::fs::File;
use std::io::{self, Read};

#[derive(Debug, PartialEq)]
enum Chunk {
    Data(usize),
    End,
    Failed(String),
}

fn next_chunk(file: &mut File, buf: &mut [u8]) -> Chunk {
    match file.read(buf) {
        Ok(0) => Chunk::End,
        Ok(n) => Chunk::Data(n),
        Err(e) => Chunk::Failed(e.to_string()),
    }
}

fn main() -> io::Result<()> {
    let mut file = File::open("data.txt")?;
    let mut buf = [0u8; 128];
    let mut total = 0;
    loop {
        let chunk = next_chunk(&mut file, &mut buf);
        eprintln!("{:?}", chunk);
        match chunk {
            Chunk::Data(n) => total += n,
            Chunk::End => break,
            Chunk::Failed(message) => {
                eprintln!("stopped: {message}");
                break;
            }
        }
    }
    println!("{total} bytes, last was end: {}", next_chunk(&mut file, &mut buf) == Chunk::End);
    Ok(())
}
