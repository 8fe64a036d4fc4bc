// rustc: E0277
use std::fs::File;
use std::io::Write;

fn main() {
    let mut f = File::create("out.txt")?;
    f.write_all(b"hello\n").unwrap();
}
