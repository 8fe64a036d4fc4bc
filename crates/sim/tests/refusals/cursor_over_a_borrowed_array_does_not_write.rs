// rustc: E0599
use std::io::{Cursor, Write};

fn main() {
    let mut arr = [0u8; 3];
    let mut c = Cursor::new(&mut arr);
    c.write_all(b"ab").unwrap();
    println!("{arr:?}");
}
