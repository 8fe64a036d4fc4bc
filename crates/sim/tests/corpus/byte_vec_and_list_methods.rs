// bufscope: input -="\x01\x02\x03"
// The same methods on a `Vec<u8>` (kept as bytes) and on a `Vec<u32>` (kept as a list of
// values) give the same answers: `first`, `last`, `iter().rev()`, `max`, `pop`, `sort`…
use std::io::{self, Read};

fn main() {
    let mut b: Vec<u8> = Vec::new();
    io::stdin().read_to_end(&mut b).unwrap();
    let l: Vec<u32> = b.iter().map(|&x| x as u32).collect();
    println!("{:?} {:?}", b.first(), l.first());
    println!("{:?} {:?}", b.last(), l.last());
    println!("{:?} {:?}", b.iter().rev().collect::<Vec<_>>(), l.iter().rev().collect::<Vec<_>>());
    println!("{:?} {:?}", b.contains(&2), l.contains(&2));
    println!("{:?} {:?}", b.iter().max(), l.iter().max());
    println!("{:?} {:?}", b.iter().min(), l.iter().min());
    println!("{:?} {:?}", b.iter().sum::<u8>(), l.iter().sum::<u32>());
    println!("{:?} {:?}", b.is_empty(), l.is_empty());
    println!("{:?} {:?}", b.iter().position(|&x| x == 2), l.iter().position(|&x| x == 2));
    println!("{:?} {:?}", b.iter().skip(1).next(), l.iter().skip(1).next());
    println!("{:?} {:?}", b.iter().last(), l.iter().last());
    println!("{:?} {:?}", b.iter().enumerate().last(), l.iter().enumerate().last());
    println!("{:?} {:?}", b.to_vec(), l.to_vec());
    println!("{:?} {:?}", b.iter().count(), l.iter().count());
    println!("{:?} {:?}", b.windows(2).count(), l.windows(2).count());
    println!("{:?} {:?}", b.starts_with(&[1]), l.starts_with(&[1]));
    let mut bm = b.clone(); let mut lm = l.clone();
    bm.reverse(); lm.reverse();
    println!("{:?} {:?}", bm, lm);
    println!("{:?} {:?}", bm.pop(), lm.pop());
    bm.sort(); lm.sort();
    println!("{:?} {:?}", bm, lm);
    bm.insert(0, 9); lm.insert(0, 9);
    println!("{:?} {:?}", bm.remove(1), lm.remove(1));
    println!("{:?} {:?}", bm.iter().rev().next(), lm.iter().rev().next());
    println!("{:?} {:?}", bm.iter().rev().map(|x| x + 1).collect::<Vec<_>>(), lm.iter().rev().map(|x| x + 1).collect::<Vec<_>>());
    println!("{:?} {:?}", bm, lm);
    println!("{:?} {:?}", bm, lm);
    println!("{:?} {:?}", bm, lm);
    bm.swap(0, 1); lm.swap(0, 1);
    println!("{:?} {:?}", bm, lm);
    bm.truncate(1); lm.truncate(1);
    println!("{:?} {:?}", bm, lm);
}
