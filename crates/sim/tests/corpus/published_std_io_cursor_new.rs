// Source: https://doc.rust-lang.org/std/io/struct.Cursor.html#method.new (with its hidden lines)
use std::io::Cursor;

fn main() {
    let buff = Cursor::new(Vec::new());
    force_inference(&buff);
}

fn force_inference(_: &Cursor<Vec<u8>>) {}
