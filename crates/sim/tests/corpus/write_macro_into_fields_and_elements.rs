// `write!` into a Vec that lives in a struct's field (directly and through a `&mut`), in a
// tuple's field and in a vector's element: each writes where the Vec lives, so the lengths
// printed at the end count every byte. A script's own writer in a field counts its calls.
// Only the last line reaches a syscall.
use std::io::{self, Write};

struct Tally {
    inner: Vec<u8>,
    writes: usize,
}

impl Write for Tally {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.writes += 1;
        self.inner.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

struct Page {
    body: Vec<u8>,
    log: Tally,
}

fn main() -> io::Result<()> {
    let mut page = Page { body: Vec::new(), log: Tally { inner: Vec::new(), writes: 0 } };
    write!(page.body, "<h1>{}</h1>", "title")?;
    let borrowed = &mut page;
    writeln!(borrowed.body, "<p>{}</p>", 42)?;
    writeln!(borrowed.log, "rendered {} bytes", borrowed.body.len())?;
    let mut pair = (Vec::new(), 7u8);
    write!(pair.0, "{:>4}", pair.1)?;
    let mut rows = vec![Vec::new(), Vec::new()];
    for (i, row) in ["a", "bb"].iter().enumerate() {
        write!(rows[i], "{row}{row}")?;
    }
    println!(
        "body {} log {} in {} writes, pair {}, rows {} {}",
        page.body.len(),
        page.log.inner.len(),
        page.log.writes,
        pair.0.len(),
        rows[0].len(),
        rows[1].len()
    );
    Ok(())
}
