// A server no client ever connects to: the real one waits in `accept4` until it is killed;
// the run stops there.
use std::net::TcpListener;

fn main() -> std::io::Result<()> {
    let listener = TcpListener::bind("127.0.0.1:47823")?;
    println!("listening on {}", listener.local_addr()?);
    let (_stream, peer) = listener.accept()?;
    println!("{peer} connected");
    Ok(())
}
