// rustc: E0107
// `Counted` has one type parameter: two arguments are one too many.
use std::io::Write;

struct Counted<W: Write> {
    inner: W,
    calls: usize,
}

fn report(c: &Counted<Vec<u8>, u8>) {
    println!("{}", c.calls);
}

fn main() {}
