// rustc: E0277
// `into_inner` fails with an `IntoInnerError` that holds the writer, and `unwrap` prints it with
// `Debug`: a writer of the script's own needs `#[derive(Debug)]` for that.
use std::io::{self, BufWriter, Write};

struct Tally {
    calls: u32,
}

impl Write for Tally {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.calls += 1;
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

fn main() {
    let mut out = BufWriter::new(Tally { calls: 0 });
    out.write_all(b"counted once").unwrap();
    let tally = out.into_inner().unwrap();
    println!("{} calls", tally.calls);
}
