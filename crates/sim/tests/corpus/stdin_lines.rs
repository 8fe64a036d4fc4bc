// bufscope: input -=text:20000
// bufscope: stdout=file
use std::io::{self, BufRead};

fn main() -> std::io::Result<()> {
    let mut n = 0;
    for line in io::stdin().lock().lines() {
        line?;
        n += 1;
    }
    println!("{} lines", n);
    Ok(())
}
