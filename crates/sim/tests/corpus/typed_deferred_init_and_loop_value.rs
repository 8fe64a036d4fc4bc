// bufscope: stdout=file
use std::io::{self, Write};

fn main() -> io::Result<()> {
    let mut out = io::stdout().lock();
    let label;
    let limit: u64 = 7;
    if limit > 5 {
        label = "many";
    } else {
        label = "few";
    }
    let mut i = 0u64;
    let last = loop {
        i += 1;
        if i * i > limit {
            break;
        }
        write!(out, "{} ", i)?;
    };
    writeln!(out, "{label} {last:?} {}", i as u8 as char)?;
    Ok(())
}
