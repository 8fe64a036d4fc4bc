// rustc: E0277
// `struct Counted<W: Write>` holds writers only: a number is refused at the field.
use std::io::Write;

struct Counted<W: Write> {
    inner: W,
    calls: usize,
}

fn main() {
    let c = Counted { inner: 5, calls: 0 };
    println!("{}", c.calls);
}
