// Items declared inside function bodies: a helper `fn` called before the line that declares
// it, writing through a BufWriter with the types of the body's own `use` line; a `const`
// used before its line; a struct with its `impl Display` and a derived `Debug` enum declared
// in `main` and printed to stdout; a `const` inside a method's body and a `fn` inside the
// helper's body.
// bufscope: stdout=file
use std::fs::File;

fn main() -> std::io::Result<()> {
    use std::io::{BufWriter, Write};

    let file = File::create("report.txt")?;
    let mut out = BufWriter::with_capacity(CAPACITY, file);
    write_rows(&mut out, 3)?;
    out.flush()?;

    const CAPACITY: usize = 16;

    fn write_rows(out: &mut BufWriter<File>, rows: u32) -> std::io::Result<()> {
        fn label(row: u32) -> String {
            format!("row {row:>2}")
        }
        for row in 0..rows {
            writeln!(out, "{}", label(row))?;
        }
        Ok(())
    }

    #[derive(Debug, Clone, Copy, PartialEq)]
    enum Level {
        Low,
        High,
    }

    struct Reading {
        sensor: &'static str,
        value: i32,
    }

    impl Reading {
        fn level(&self) -> Level {
            const LIMIT: i32 = 50;
            if self.value > LIMIT { Level::High } else { Level::Low }
        }
    }

    impl std::fmt::Display for Reading {
        fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            write!(f, "{}={} ({:?})", self.sensor, self.value, self.level())
        }
    }

    let stdout = std::io::stdout();
    let mut lock = stdout.lock();
    let readings = [
        Reading { sensor: "a", value: 12 },
        Reading { sensor: "b", value: 80 },
    ];
    for reading in &readings {
        writeln!(lock, "{reading}")?;
    }
    Ok(())
}
