// rustc: E0599
// A listener only accepts connections: the bytes go to the stream `accept` gives.
use std::io::Write;
use std::net::TcpListener;

fn main() -> std::io::Result<()> {
    let mut listener = TcpListener::bind("127.0.0.1:7878")?;
    listener.write_all(b"hello")?;
    Ok(())
}
