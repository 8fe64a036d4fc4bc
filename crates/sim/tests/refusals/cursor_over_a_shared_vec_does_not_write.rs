// rustc: E0599
use std::io::{Cursor, Write};

fn main() {
    let v = vec![1u8, 2];
    let mut c = Cursor::new(&v);
    write!(c, "{}", 3).unwrap();
}
