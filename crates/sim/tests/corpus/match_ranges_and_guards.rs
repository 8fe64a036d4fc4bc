// bufscope: stdout=file
use std::fs::File;
use std::io::{BufWriter, Write};

fn main() -> std::io::Result<()> {
    let mut w = BufWriter::with_capacity(64, File::create("sizes.txt")?);
    for n in 0..40u32 {
        let label = match n {
            0 => "none",
            1 | 2 | 3 => "few",
            4..=9 => "some",
            m if m % 10 == 0 => "round",
            _ => "many",
        };
        writeln!(w, "{n:>2} {label}")?;
    }
    let verdict = match (w.buffer().len(), w.capacity()) {
        (0, _) => "empty",
        (used, cap) if used * 2 > cap => "more than half full",
        _ => "less than half full",
    };
    println!("{verdict}");
    Ok(())
}
