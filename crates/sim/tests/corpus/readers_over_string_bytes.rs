// Readers over text the program already holds, as the BufRead tutorials build them: a
// `BufReader` over `text.as_bytes()` read line by line, a pipeline struct reading one into a
// `BufWriter` over stdout's lock, and a byte-string literal read to its end. None of the
// reads is a syscall; stdout sees the numbered lines in one write when the `BufWriter` flushes.
use std::io::{self, BufRead, BufReader, BufWriter, Read, Write};

struct Numbering<R: BufRead, W: Write> {
    input: R,
    output: W,
    line: String,
    count: usize,
}

impl<R: BufRead, W: Write> Numbering<R, W> {
    fn run(&mut self) -> io::Result<usize> {
        loop {
            self.line.clear();
            if self.input.read_line(&mut self.line)? == 0 {
                break;
            }
            self.count += 1;
            write!(self.output, "{:>3}: {}", self.count, self.line)?;
        }
        self.output.flush()?;
        Ok(self.count)
    }
}

fn main() -> io::Result<()> {
    let poem = "so much depends\nupon\na red wheel\nbarrow\n";
    let longest = BufReader::new(poem.as_bytes())
        .lines()
        .map(|line| line.map(|l| l.len()))
        .collect::<io::Result<Vec<usize>>>()?
        .into_iter()
        .max()
        .unwrap_or(0);
    eprintln!("longest line: {longest} bytes");
    let mut numbering = Numbering {
        input: BufReader::new(poem.as_bytes()),
        output: BufWriter::new(io::stdout().lock()),
        line: String::new(),
        count: 0,
    };
    let lines = numbering.run()?;
    let mut rest = Vec::new();
    numbering.input.read_to_end(&mut rest)?;
    eprintln!("{lines} lines numbered, {} bytes left", rest.len());
    let mut tail = String::new();
    b"glazed with rain\n".as_slice().read_to_string(&mut tail)?;
    eprint!("{tail}");
    Ok(())
}
