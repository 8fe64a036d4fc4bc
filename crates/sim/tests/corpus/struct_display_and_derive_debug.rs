use std::fmt;
use std::io::{self, Write};

#[derive(Debug, Clone, Copy, PartialEq)]
struct Point {
    x: i32,
    y: i32,
}

impl Point {
    fn new(x: i32, y: i32) -> Self {
        Point { x, y }
    }

    fn shift(&mut self, dx: i32) {
        self.x += dx;
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

struct Report {
    out: io::BufWriter<io::Stdout>,
    lines: u32,
}

impl Report {
    fn line(&mut self, p: Point) -> io::Result<()> {
        self.lines += 1;
        writeln!(self.out, "{}: {}", self.lines, p)
    }
}

impl Drop for Report {
    fn drop(&mut self) {
        eprintln!("report done after {} lines", self.lines);
    }
}

fn main() -> io::Result<()> {
    let mut p = Point::new(1, 2);
    let q = p;
    p.shift(10);
    eprintln!("{} {:?} {}", p, q, p == q);
    eprintln!("{:#?}", q);
    let mut report = Report { out: io::BufWriter::new(io::stdout()), lines: 0 };
    report.line(p)?;
    report.line(q)?;
    let s = p.to_string();
    eprintln!("{s}");
    Ok(())
}
