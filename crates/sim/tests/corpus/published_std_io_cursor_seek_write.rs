// Source: https://doc.rust-lang.org/std/io/struct.Cursor.html
use std::io::prelude::*;
use std::io::{self, SeekFrom};
use std::io::Cursor;

fn write_ten_bytes_at_end<W: Write + Seek>(mut writer: W) -> io::Result<()> {
    writer.seek(SeekFrom::End(-10))?;

    for i in 0..10 {
        writer.write(&[i])?;
    }

    // all went well
    Ok(())
}

fn main() {
    let mut buff = Cursor::new(vec![0; 15]);
    write_ten_bytes_at_end(&mut buff).unwrap();
    assert_eq!(&buff.get_ref()[5..15], &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
}
