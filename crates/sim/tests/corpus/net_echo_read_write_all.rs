// An echo server: each connection's bytes go back as they come, `read` then `write_all`,
// until the client has sent everything; then the next connection.
// bufscope: client 127.0.0.1:47821="hello\n"
// bufscope: client 127.0.0.1:47821=text:3000
use std::io::{Read, Write};
use std::net::TcpListener;

fn main() -> std::io::Result<()> {
    let listener = TcpListener::bind("127.0.0.1:47821")?;
    loop {
        let (mut stream, peer) = listener.accept()?;
        println!("connection from {peer}");
        let mut buf = [0u8; 1024];
        loop {
            let n = stream.read(&mut buf)?;
            if n == 0 {
                break;
            }
            stream.write_all(&buf[..n])?;
        }
        println!("{} closed", stream.peer_addr()?);
    }
}
