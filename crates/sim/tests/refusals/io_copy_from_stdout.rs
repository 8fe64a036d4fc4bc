// rustc: E0277
// io::copy reads from its first argument: stdout is only written to. rustc points at the
// argument whose type lacks the bound, not at the call.
use std::io::{self, Write};

fn main() {
    let mut out = io::stdout();
    let mut sink = Vec::new();
    io::copy(&mut out, &mut sink).unwrap();
    sink.flush().unwrap();
}
