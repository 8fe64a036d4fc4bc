// bufscope: input -="3 1 4 1 5\n"
// Assignment and compound assignment to any place: indexed, field then index, nested
// index, tuple field, through `&mut` references and `*r`.
use std::io::{self, Read, Write};

struct Counts {
    seen: Vec<u32>,
    pair: (u64, u64),
    bytes: [u8; 4],
}

impl Counts {
    fn add(&mut self, i: usize) {
        self.seen[i] += 1;
        self.pair.0 += i as u64;
        self.bytes[i % 4] += 1;
    }
}

fn bump(v: &mut Vec<u32>, i: usize) {
    v[i] *= 10;
}

fn twice(r: &mut u64) {
    *r += *r;
}

fn main() -> io::Result<()> {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input)?;
    let numbers: Vec<usize> = input.split_whitespace().map(|w| w.parse().unwrap()).collect();

    let mut c = [0usize; 3];
    c[1] += 1;
    c[2] = c[1] + 4;
    let mut v = vec![1u32, 2];
    v[0] += 1;
    v[1] -= 1;
    let mut t = vec![vec![0i64; 3]; 2];
    t[0][1] = 5;
    t[1][2] -= 7;
    t[0][1] *= 3;

    let mut counts = Counts { seen: vec![0; 6], pair: (0, 0), bytes: [0; 4] };
    for n in numbers {
        counts.add(n);
    }
    counts.pair.1 = 9;
    bump(&mut counts.seen, 1);
    let mut second = counts.pair.1;
    twice(&mut second);
    counts.pair.1 = second;
    let r = &mut v;
    r[1] += 40;
    let mut pairs = vec![(1u8, 'a'), (2, 'b')];
    pairs[1].0 += 3;
    pairs[0].1 = 'z';
    let mut buf = vec![b'a'; 5];
    buf[0] = b'H';
    buf[4] -= 32;
    let mut total = 0u64;
    total += counts.pair.0;
    total <<= 1;

    let out = io::stdout();
    let mut out = out.lock();
    writeln!(out, "c={:?} v={:?} t={:?}", c, v, t)?;
    writeln!(out, "seen={:?} pair={:?} bytes={:?}", counts.seen, counts.pair, counts.bytes)?;
    writeln!(out, "pairs={:?} buf={} total={}", pairs, String::from_utf8_lossy(&buf), total)?;
    Ok(())
}
