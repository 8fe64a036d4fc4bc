use std::fmt;
use std::fs::File;
use std::io::{self, BufWriter, Write};

struct Noisy(&'static str);

impl Drop for Noisy {
    fn drop(&mut self) {
        eprintln!("drop {}", self.0);
    }
}

struct Pair {
    first: Noisy,
    second: Noisy,
}

struct Log {
    out: BufWriter<File>,
    count: usize,
}

impl Log {
    fn create(path: &str) -> io::Result<Log> {
        let file = File::create(path)?;
        Ok(Log { out: BufWriter::with_capacity(16, file), count: 0 })
    }

    fn record(&mut self, msg: &str) -> io::Result<()> {
        self.count += 1;
        writeln!(self.out, "[{}] {}", self.count, msg)
    }

    fn finish(self) -> io::Result<usize> {
        let count = self.count;
        let _file = self.out.into_inner()?;
        Ok(count)
    }
}

#[derive(Debug)]
struct Meters(u32);

impl fmt::Display for Meters {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.pad(&format!("{}m", self.0))
    }
}

fn main() -> io::Result<()> {
    let _a = Noisy("a");
    let pair = Pair { second: Noisy("second"), first: Noisy("first") };
    {
        let _b = Noisy("b");
    }
    let mut log = Log::create("log.txt")?;
    log.record("hello")?;
    log.record("world, a longer line")?;
    let n = log.finish()?;
    eprintln!("{n} records; [{:>6}] [{:<6}] {:?}", Meters(5), Meters(12), Meters(7));
    drop(pair);
    eprintln!("end");
    Ok(())
}
