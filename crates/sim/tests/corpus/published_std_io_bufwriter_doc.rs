// Source: https://doc.rust-lang.org/std/io/struct.BufWriter.html
// bufscope: peer 127.0.0.1:34254=bytes:0
use std::io::prelude::*;
use std::io::BufWriter;
use std::net::TcpStream;

fn main() {
    let mut stream = BufWriter::new(TcpStream::connect("127.0.0.1:34254").unwrap());

    for i in 0..10 {
        stream.write(&[i+1]).unwrap();
    }
}
