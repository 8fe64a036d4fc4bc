// A trait whose methods write through `&mut dyn Write`: a struct field holding
// `Vec<Box<dyn Render>>`, each part rendered into one small `BufWriter` over stdout's lock (its
// 16 bytes fill and flush at the sizes std chooses), a provided method calling the required one
// twice through the same writer, a generic `W: Write, R: Render + ?Sized` given a concrete
// part and `&*` of a boxed one, and stderr's unbuffered writes of a `writeln!`'s pieces.
use std::io::{self, BufWriter, Write};

trait Render {
    fn render(&self, out: &mut dyn Write) -> io::Result<()>;
    fn render_twice(&self, out: &mut dyn Write) -> io::Result<()> {
        self.render(out)?;
        self.render(out)
    }
}

struct Line(String);
struct Rule {
    width: usize,
}

impl Render for Line {
    fn render(&self, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "{}", self.0)
    }
}

impl Render for Rule {
    fn render(&self, out: &mut dyn Write) -> io::Result<()> {
        out.write_all("-".repeat(self.width).as_bytes())?;
        out.write_all(b"\n")
    }
}

struct Page {
    parts: Vec<Box<dyn Render>>,
}

fn emit<W: Write, R: Render + ?Sized>(w: &mut W, r: &R) -> io::Result<()> {
    r.render(w)
}

fn main() -> io::Result<()> {
    let page = Page {
        parts: vec![
            Box::new(Line(String::from("title"))),
            Box::new(Rule { width: 5 }),
            Box::new(Line(String::from("body"))),
        ],
    };
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(16, stdout.lock());
    for part in &page.parts {
        part.render(&mut out)?;
    }
    page.parts[1].render_twice(&mut out)?;
    emit(&mut out, &Rule { width: 3 })?;
    emit(&mut out, &*page.parts[0])?;
    out.flush()?;
    let mut err = io::stderr();
    Line(String::from("to stderr")).render(&mut err)?;
    Ok(())
}
