// rustc: E0596
use std::io::{self, Write};

fn main() {
    let out: Box<dyn Write> = Box::new(io::stdout());
    out.write_all(b"hello\n").unwrap();
}
