// bufscope: input data.bin=bytes:102400
// bufscope: stdout=file
// read_to_end asks the file's size first (statx, lseek), reads it in one go, then probes.
use std::fs::File;
use std::io::Read;

fn main() -> std::io::Result<()> {
    let mut f = File::open("data.bin")?;
    let mut all = Vec::new();
    f.read_to_end(&mut all)?;
    println!("{} bytes", all.len());
    Ok(())
}
