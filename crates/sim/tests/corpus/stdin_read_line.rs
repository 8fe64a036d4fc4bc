// bufscope: input -=text:500
// bufscope: stdout=file
use std::io::{self, BufRead};

fn main() -> std::io::Result<()> {
    let stdin = io::stdin();
    let mut line = String::new();
    let mut count = 0;
    while stdin.lock().read_line(&mut line)? > 0 {
        count += 1;
    }
    println!("{} lines, {} bytes", count, line.len());
    Ok(())
}
