// A `Vec<u8>` as an `io::Write`: `write_all`, `write` and `flush` on the variable, through a
// `&mut` to it, and passed to generic functions by `&mut` and by value (typed by a turbofish),
// each growing the vector where it lives.
use std::io::Write;

fn emit<W: Write>(out: &mut W, text: &str) {
    out.write_all(text.as_bytes()).unwrap();
}

fn wrap<W: Write>(mut out: W, text: &str) -> W {
    out.write_all(text.as_bytes()).unwrap();
    out.flush().unwrap();
    out
}

fn main() {
    let mut buf: Vec<u8> = Vec::new();
    buf.write_all(b"ab").unwrap();
    let n = buf.write(b"cd").unwrap();
    buf.flush().unwrap();
    let r = &mut buf;
    r.write_all(b"e").unwrap();
    emit(&mut buf, "fg");
    println!("{n} {:?} {}", buf, String::from_utf8_lossy(&buf));
    let owned = wrap::<Vec<u8>>(Vec::new(), "hi");
    println!("{:?}", owned);
}
