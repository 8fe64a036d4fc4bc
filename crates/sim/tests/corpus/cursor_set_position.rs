// Cursor::set_position moves where the next read or write happens: back to re-read, past
// the end to write after a gap (std fills it with zeros).
use std::io::{Cursor, Read, Write};

fn main() -> std::io::Result<()> {
    let mut cursor = Cursor::new(Vec::new());
    write!(cursor, "hello, ")?;
    write!(cursor, "world")?;
    cursor.set_position(0);
    let mut text = String::new();
    cursor.read_to_string(&mut text)?;
    println!("{text} at {}", cursor.position());
    cursor.set_position(7);
    cursor.write_all(b"there")?;
    cursor.set_position(14);
    cursor.write_all(b"!")?;
    println!("{:?}", cursor.get_ref());
    Ok(())
}
