// rustc: E0308
use std::fs::File;
use std::io::Read;

fn size(path: &str) -> usize {
    let mut f = File::open(path).unwrap();
    let mut text = String::new();
    f.read_to_string(&mut text).unwrap();
    text
}

fn main() {
    println!("{}", size("data.txt"));
}
