// A Cursor placed far past what the process may hold, then written to: std's
// `Cursor<Vec<u8>>` reserves up to the position (a capacity overflow at i64::MAX, a zero fill
// of gigabytes below it), and that std code ran in the simulator itself.
use std::io::{Cursor, Seek, SeekFrom, Write};

fn main() -> std::io::Result<()> {
    let mut cursor = Cursor::new(Vec::new());
    cursor.write_all(b"hello")?;
    cursor.set_position(9223372036854775807);
    cursor.write_all(b"!")?;
    cursor.seek(SeekFrom::Start(1 << 30))?;
    cursor.write_all(b"?")?;
    println!("{:?}", cursor.get_ref());
    Ok(())
}
