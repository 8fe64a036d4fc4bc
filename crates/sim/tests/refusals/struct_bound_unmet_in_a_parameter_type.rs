// rustc: E0277
// `Tally` counts the writes of a writer; a `Tally<u8>` names no writer, even in a signature
// whose body never builds one.
use std::io::Write;

struct Tally<W: Write> {
    inner: W,
    writes: usize,
}

fn report(t: &Tally<u8>) {
    println!("{}", t.writes);
}

fn main() {}
