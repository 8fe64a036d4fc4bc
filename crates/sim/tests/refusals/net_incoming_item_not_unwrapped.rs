// rustc: E0599
// `incoming()` yields `io::Result<TcpStream>`: each connection may have failed.
use std::io::Write;
use std::net::TcpListener;

fn main() -> std::io::Result<()> {
    let listener = TcpListener::bind("127.0.0.1:7878")?;
    for stream in listener.incoming() {
        stream.write_all(b"HTTP/1.1 200 OK\r\n\r\n")?;
    }
    Ok(())
}
