// A function whose body's value is a `&Vec<u8>` returned as `&[u8]` (or `&mut`): the caller
// reads and writes the slice in place, as std's slice impls do.
use std::io::{Read, Write};

fn as_slice(v: &Vec<u8>) -> &[u8] {
    v
}

fn as_mut_slice(v: &mut Vec<u8>) -> &mut [u8] {
    v
}

fn main() -> std::io::Result<()> {
    let mut v = b"abcdef".to_vec();
    let mut r = as_slice(&v);
    let mut two = [0u8; 2];
    r.read_exact(&mut two)?;
    println!("{:?}, {} left", two, r.len());
    let m = as_mut_slice(&mut v);
    m[0] = b'X';
    let mut w = &mut m[1..];
    w.write_all(b"YZ")?;
    println!("{} room left", w.len());
    println!("{}", String::from_utf8_lossy(&v));
    Ok(())
}
