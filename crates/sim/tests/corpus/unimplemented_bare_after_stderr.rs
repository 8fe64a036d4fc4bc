use std::io::{self, Write};

fn checksum(bytes: &[u8]) -> u32 {
    if bytes.is_empty() {
        unimplemented!()
    }
    bytes.iter().map(|&b| b as u32).sum()
}

fn main() -> io::Result<()> {
    let mut err = io::stderr().lock();
    writeln!(err, "sum {}", checksum(b"abc"))?;
    writeln!(err, "sum {}", checksum(b""))?;
    Ok(())
}
