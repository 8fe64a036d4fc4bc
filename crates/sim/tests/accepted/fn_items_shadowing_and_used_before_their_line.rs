use std::io::{self, BufWriter, Write};

fn main() -> io::Result<()> {
    let count = 3;
    let mut out = BufWriter::new(io::stdout());
    emit(&mut out, count)?;
    fn emit(out: &mut BufWriter<io::Stdout>, count: u32) -> io::Result<()> {
        let out_count = count + 1;
        writeln!(out, "{out_count} {}", LIMIT)
    }
    const LIMIT: u32 = 10;
    out.flush()
}
