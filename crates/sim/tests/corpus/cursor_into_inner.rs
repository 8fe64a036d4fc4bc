// bufscope: stdout=file
use std::io::{self, Cursor, Write};

fn main() -> io::Result<()> {
    let mut c = Cursor::new(Vec::new());
    for i in 0..3 {
        writeln!(c, "row {}", i)?;
    }
    let position = c.position();
    let bytes = c.into_inner();
    println!("{} bytes, position {}", bytes.len(), position);
    io::stdout().write_all(&bytes)?;
    Ok(())
}
