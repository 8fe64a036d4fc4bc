// rustc: E0499
// The logger holds `&mut buf` for as long as it is used: a push to `buf` between two of its
// writes is a second mutable borrow.
use std::io::Write;

struct Logger<'a, W: Write> {
    out: &'a mut W,
}

impl<'a, W: Write> Logger<'a, W> {
    fn log(&mut self, msg: &str) {
        writeln!(self.out, "{msg}").unwrap();
    }
}

fn main() {
    let mut buf: Vec<u8> = Vec::new();
    let mut log = Logger { out: &mut buf };
    log.log("a");
    buf.push(b'x');
    log.log("b");
    println!("{}", buf.len());
}
