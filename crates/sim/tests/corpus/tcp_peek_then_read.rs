// bufscope: peer 127.0.0.1:40555="HTTP/1.0 200 OK\r\n\r\nhello"
// TcpStream::peek is a recvfrom with MSG_PEEK: the bytes stay for the next read.
use std::io::Read;
use std::net::TcpStream;

fn main() -> std::io::Result<()> {
    let mut stream = TcpStream::connect("127.0.0.1:40555")?;
    let mut head = [0u8; 8];
    let n = stream.peek(&mut head)?;
    println!("peeked {n}: {:?}", String::from_utf8_lossy(&head[..n]));
    let n = stream.peek(&mut head[..4])?;
    println!("again {n}: {:?}", &head[..n]);
    let mut all = String::new();
    stream.read_to_string(&mut all)?;
    println!("read {} bytes: {all:?}", all.len());
    Ok(())
}
