// rustc: E0277
// A function that would hand back a `Tally` over a `String`: `String` is no `io::Write`.
use std::io::Write;

struct Tally<W: Write> {
    inner: W,
    writes: usize,
}

fn fresh(text: String) -> Option<Tally<String>> {
    println!("{text}");
    None
}

fn main() {
    fresh(String::new());
}
