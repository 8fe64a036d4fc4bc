// rustc: E0599
use std::fs::File;
use std::io::BufRead;

fn main() -> std::io::Result<()> {
    let f = File::open("data.txt")?;
    for line in f.lines() {
        println!("{}", line?);
    }
    Ok(())
}
