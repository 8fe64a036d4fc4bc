// Source: https://doc.rust-lang.org/std/net/struct.TcpStream.html
// bufscope: peer 127.0.0.1:34254=bytes:100
use std::io::prelude::*;
use std::net::TcpStream;

fn main() -> std::io::Result<()> {
    let mut stream = TcpStream::connect("127.0.0.1:34254")?;

    stream.write(&[1])?;
    stream.read(&mut [0; 128])?;
    Ok(())
} // the stream is closed here
