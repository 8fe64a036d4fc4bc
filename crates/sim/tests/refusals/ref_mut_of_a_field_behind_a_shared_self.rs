// rustc: E0596
// A `&self` method cannot lend a field's contents mutably: `ref mut w` of `self.out` is
// behind a `&` reference.
use std::io::{self, BufWriter, Write};

struct Log {
    out: Option<BufWriter<io::Stdout>>,
}

impl Log {
    fn line(&self, text: &str) {
        if let Some(ref mut w) = self.out {
            writeln!(w, "{text}").unwrap();
        }
    }
}

fn main() {
    let log = Log { out: Some(BufWriter::new(io::stdout())) };
    log.line("hello");
}
