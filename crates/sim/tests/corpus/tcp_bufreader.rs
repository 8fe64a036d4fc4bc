// bufscope: peer 127.0.0.1:47802=bytes:4000
// bufscope: stdout=file
use std::io::{BufReader, Read};
use std::net::TcpStream;

fn main() -> std::io::Result<()> {
    let mut r = BufReader::new(TcpStream::connect("127.0.0.1:47802")?);
    let mut byte = [0u8; 1];
    let mut total = 0;
    while r.read(&mut byte)? == 1 {
        total += 1;
    }
    println!("{} bytes", total);
    Ok(())
}
