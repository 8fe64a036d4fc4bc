// rustc: E0277
// A BufReader reads from what it wraps, and a Vec<u8> is not a reader (a Cursor over it, or
// a &[u8], is). rustc points at the argument.
use std::io::BufReader;

fn main() {
    let data = vec![1u8, 2, 3];
    let reader = BufReader::new(data);
    drop(reader);
}
