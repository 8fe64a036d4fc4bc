// Source: https://doc.rust-lang.org/std/io/struct.BufWriter.html#method.with_capacity
// bufscope: peer 127.0.0.1:34254=bytes:0
use std::io::BufWriter;
use std::net::TcpStream;

fn main() {
    let stream = TcpStream::connect("127.0.0.1:34254").unwrap();
    let mut buffer = BufWriter::with_capacity(100, stream);
}
