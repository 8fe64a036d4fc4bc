// bufscope: stdout=file
use std::io::{Cursor, Write};

fn main() -> std::io::Result<()> {
    let mut c = Cursor::new(Vec::new());
    for i in 0..10 {
        write!(c, "{},", i)?;
    }
    println!("cursor at {}", c.position());
    Ok(())
}
