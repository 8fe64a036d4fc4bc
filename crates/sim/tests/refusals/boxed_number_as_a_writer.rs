// rustc: E0277
use std::io::Write;

fn main() {
    let mut out: Box<dyn Write> = Box::new(5);
    out.flush().unwrap();
}
