// bufscope: input config.txt="width=80\nheight=24\ndepth=x7\n"
// bufscope: stderr=file
use std::error::Error;
use std::fmt;
use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Write};

#[derive(Debug)]
struct BadLine {
    number: usize,
    text: String,
}

impl fmt::Display for BadLine {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "line {}: cannot read {:?}", self.number, self.text)
    }
}

impl Error for BadLine {}

fn setting(number: usize, line: &str) -> Result<(String, u32), BadLine> {
    let Some((key, value)) = line.split_once('=') else {
        return Err(BadLine { number, text: line.to_string() });
    };
    match value.parse::<u32>() {
        Ok(n) => Ok((key.to_string(), n)),
        Err(_) => Err(BadLine { number, text: line.to_string() }),
    }
}

fn main() -> Result<(), Box<dyn Error>> {
    let reader = BufReader::new(File::open("config.txt")?);
    let mut out = BufWriter::new(std::io::stdout());
    for (i, line) in reader.lines().enumerate() {
        let line = line?;
        let (key, value) = setting(i + 1, &line)?;
        writeln!(out, "{key} = {value}")?;
        out.flush()?;
    }
    Ok(())
}
