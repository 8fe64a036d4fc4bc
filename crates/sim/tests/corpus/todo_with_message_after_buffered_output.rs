// bufscope: stdout=file
use std::io::{self, BufWriter, Write};

fn render(format: &str, out: &mut impl Write) -> io::Result<()> {
    match format {
        "text" => writeln!(out, "plain report"),
        "csv" => writeln!(out, "name,count"),
        other => todo!("the {} format (width {:>4})", other, other.len()),
    }
}

fn main() -> io::Result<()> {
    let mut out = BufWriter::new(io::stdout());
    for format in ["text", "csv", "html", "text"] {
        render(format, &mut out)?;
    }
    out.flush()
}
