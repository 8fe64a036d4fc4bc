// bufscope: input data.bin=bytes:30000
// bufscope: stdout=file
use std::fs::File;
use std::io::Read;

fn main() -> std::io::Result<()> {
    let mut all = Vec::with_capacity(100);
    File::open("data.bin")?.read_to_end(&mut all)?;
    let mut more = Vec::new();
    File::open("data.bin")?.read_to_end(&mut more)?;
    println!("{} {}", all.len(), more.len());
    Ok(())
}
