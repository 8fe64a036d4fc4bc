// A `Vec<u8>` lent as a byte slice (`&mut v` for a `&mut [u8]` parameter, `let r: &[u8] = &v`)
// is written in place and read from the front, as std's slice impls do; a `&mut Vec<u8>` kept
// as itself still appends.
use std::io::{Read, Write};

fn stamp(mut out: &mut [u8], label: &[u8]) -> usize {
    let n = out.write(label).unwrap();
    println!("wrote {n}, room left {}", out.len());
    n
}

fn count_pairs(mut input: &[u8]) -> usize {
    let mut pair = [0u8; 2];
    let mut pairs = 0;
    while input.read(&mut pair).unwrap() > 0 {
        pairs += 1;
    }
    pairs
}

fn append(log: &mut Vec<u8>, line: &str) {
    log.write_all(line.as_bytes()).unwrap();
}

fn refill(v: &mut Vec<u8>) -> usize {
    stamp(v, b"XYZW")
}

fn main() {
    let mut frame = vec![b'.'; 6];
    let n = stamp(&mut frame, b"header!!");
    println!("{n} {}", String::from_utf8_lossy(&frame));
    refill(&mut frame);
    println!("{}", String::from_utf8_lossy(&frame));

    let mut w: &mut [u8] = &mut frame;
    w.write_all(b"ab").unwrap();
    println!("left {}", w.len());
    println!("{:?}", frame);

    let data = b"0123456789".to_vec();
    let mut reader: &[u8] = &data;
    let mut head = [0u8; 3];
    reader.read_exact(&mut head).unwrap();
    println!("{:?} then {} left", std::str::from_utf8(&head).unwrap(), reader.len());
    let mut first = [0u8; 2];
    reader.by_ref().read_exact(&mut first).unwrap();
    println!("{:?} then {} left", first, reader.len());
    println!("{} pairs", count_pairs(&data));

    let mut log = Vec::new();
    append(&mut log, "one\n");
    append(&mut log, "two\n");
    print!("{}", String::from_utf8(log).unwrap());
}
