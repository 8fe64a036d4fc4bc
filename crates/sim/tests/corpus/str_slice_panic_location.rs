// bufscope: input -="2\n"
// Slicing a `String` inside a char panics at the `[` of `&s[..]` (std's `Index` impl).
use std::io;

fn main() {
    let mut line = String::new();
    io::stdin().read_line(&mut line).unwrap();
    let end: usize = line.trim().parse().unwrap();
    let text = String::from("héllo");
    let bytes = text.as_bytes().to_vec();
    println!("{:?} {}", &bytes[..end], &text[..end - 1]);
    let start = &text[0..end];
    println!("{}", start);
}
