// rustc: E0599
// `accept` gives the stream and the client's address together.
use std::io::Write;
use std::net::TcpListener;

fn main() -> std::io::Result<()> {
    let listener = TcpListener::bind("127.0.0.1:7878")?;
    let mut stream = listener.accept()?;
    stream.write_all(b"HTTP/1.1 200 OK\r\n\r\n")?;
    Ok(())
}
