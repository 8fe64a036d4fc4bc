// bufscope: peer 127.0.0.1:47801=bytes:4000
// bufscope: stdout=file
// Reading a socket 1 byte at a time: one recvfrom per byte.
use std::io::Read;
use std::net::TcpStream;

fn main() -> std::io::Result<()> {
    let mut s = TcpStream::connect("127.0.0.1:47801")?;
    let mut byte = [0u8; 1];
    let mut total = 0;
    while s.read(&mut byte)? == 1 {
        total += 1;
    }
    println!("{} bytes", total);
    Ok(())
}
