// bufscope: input -=bytes:102400
// bufscope: stdout=file
// Without a size hint, read_to_end starts small and doubles its reads.
use std::io::{self, Read};

fn main() -> std::io::Result<()> {
    let mut all = Vec::new();
    io::stdin().lock().read_to_end(&mut all)?;
    println!("{} bytes", all.len());
    Ok(())
}
