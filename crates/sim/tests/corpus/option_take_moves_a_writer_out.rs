// Option::take and Option::replace move what an option held out of its place: a BufWriter
// taken out of a struct is flushed and closed by its new owner, and the struct's field is
// None from then on; a replaced value with a Drop is handed back, not dropped.
use std::fs::File;
use std::io::{BufWriter, Write};

struct Recorder {
    out: Option<BufWriter<File>>,
    lines: u32,
}

impl Recorder {
    fn new(path: &str) -> std::io::Result<Recorder> {
        Ok(Recorder { out: Some(BufWriter::new(File::create(path)?)), lines: 0 })
    }
    fn record(&mut self, text: &str) -> std::io::Result<()> {
        if let Some(out) = &mut self.out {
            writeln!(out, "{}", text)?;
            self.lines += 1;
        }
        Ok(())
    }
    fn finish(&mut self) -> std::io::Result<u32> {
        if let Some(mut out) = self.out.take() {
            out.flush()?;
            println!("flushed");
        }
        Ok(self.lines)
    }
}

struct Noisy(u32);
impl Drop for Noisy { fn drop(&mut self) { println!("drop {}", self.0); } }

fn main() -> std::io::Result<()> {
    let mut rec = Recorder::new("rec.txt")?;
    rec.record("one")?;
    rec.record("two")?;
    let n = rec.finish()?;
    rec.record("ignored")?;
    println!("{} lines, open again: {}", n, rec.out.is_some());
    let mut slot = Some(Noisy(1));
    let old = slot.replace(Noisy(2));
    println!("old {}", old.as_ref().map(|n| n.0).unwrap_or(0));
    let taken = slot.take();
    println!("taken {} left {}", taken.is_some(), slot.is_none());
    let mut count: Option<u32> = Some(5);
    let was = count.take();
    println!("{:?} {:?}", was, count);
    Ok(())
}
