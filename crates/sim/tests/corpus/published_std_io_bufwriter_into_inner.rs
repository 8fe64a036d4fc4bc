// Source: https://doc.rust-lang.org/std/io/struct.BufWriter.html#method.into_inner
// bufscope: peer 127.0.0.1:34254=bytes:0
use std::io::BufWriter;
use std::net::TcpStream;

fn main() {
    let mut buffer = BufWriter::new(TcpStream::connect("127.0.0.1:34254").unwrap());

    // unwrap the TcpStream and flush the buffer
    let stream = buffer.into_inner().unwrap();
}
