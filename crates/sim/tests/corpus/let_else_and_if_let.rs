// bufscope: input data.txt=text:300
// bufscope: input -=text:200
// bufscope: stdout=file
use std::fs::File;
use std::io::{self, BufRead, Read};

fn first_byte(path: &str) -> Option<u8> {
    let Ok(mut f) = File::open(path) else {
        return None;
    };
    let mut one = [0u8; 1];
    match f.read(&mut one) {
        Ok(1) => Some(one[0]),
        _ => None,
    }
}

fn main() -> io::Result<()> {
    if let Some(b) = first_byte("data.txt") {
        println!("data.txt starts with {}", b);
    }
    if let Some(b) = first_byte("missing.txt") {
        println!("missing.txt starts with {}", b);
    } else {
        println!("no missing.txt");
    }
    let mut line = String::new();
    if let Ok(n) = io::stdin().lock().read_line(&mut line) {
        println!("{} bytes on the first line", n);
    }
    Ok(())
}
