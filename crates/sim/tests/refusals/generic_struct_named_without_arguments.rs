// rustc: E0107
// A generic struct named in a signature takes its type argument (`&Counted<W>`).
use std::io::Write;

struct Counted<W: Write> {
    inner: W,
    calls: usize,
}

fn report(c: &Counted) {
    println!("{}", c.calls);
}

fn main() {}
