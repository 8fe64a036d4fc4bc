// bufscope: stdout=file
// A bare File has no buffer: writeln! is two writes per line.
use std::fs::File;
use std::io::Write;

fn main() -> std::io::Result<()> {
    let mut f = File::create("out.txt")?;
    for i in 0..100 {
        writeln!(f, "{}", i)?;
    }
    Ok(())
}
