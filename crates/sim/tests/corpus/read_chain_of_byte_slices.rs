// bufscope: input -="tail from stdin\n"
// `Read::chain` on `&[u8]` (a slice is a reader, not an iterator): the two slices read as one,
// then chained again with standard input.
use std::io::{self, Read};

fn main() -> io::Result<()> {
    let mut s = String::new();
    "ab".as_bytes().chain("cd".as_bytes()).read_to_string(&mut s)?;
    println!("{}", s);
    let head = b"head: ";
    let mut both = Vec::new();
    (&head[..]).chain(io::stdin()).read_to_end(&mut both)?;
    print!("{}", String::from_utf8_lossy(&both));
    let mut first = [0u8; 3];
    let mut chained = "xy".as_bytes().chain(&b"z!"[..]);
    let n = chained.read(&mut first)?;
    println!("{} {:?}", n, &first[..n]);
    Ok(())
}
