// bufscope: input data.txt=text:20000
// bufscope: stdout=file
// fill_buf shows what is buffered; consume says how much was used. One refill per 4 KiB.
use std::fs::File;
use std::io::{BufRead, BufReader};

fn main() -> std::io::Result<()> {
    let mut r = BufReader::with_capacity(4096, File::open("data.txt")?);
    let mut total = 0;
    loop {
        let n = r.fill_buf()?.len();
        if n == 0 {
            break;
        }
        let used = if n > 100 { 100 } else { n };
        r.consume(used);
        total += used;
    }
    println!("{} bytes", total);
    Ok(())
}
