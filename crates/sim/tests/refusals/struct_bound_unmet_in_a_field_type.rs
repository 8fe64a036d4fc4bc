// rustc: E0277
// A struct whose field is a `Tally` of a number: the field's type breaks `Tally`'s bound.
use std::io::Write;

struct Tally<W: Write> {
    inner: W,
    writes: usize,
}

struct Report {
    counts: Tally<u32>,
}

fn main() {}
