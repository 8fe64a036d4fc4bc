use std::io::Write;
use std::net::{Shutdown, TcpListener};

fn main() -> std::io::Result<()> {
    let listener = TcpListener::bind("127.0.0.1:7878")?;
    let (mut first, peer) = listener.accept()?;
    writeln!(first, "hello {peer}")?;
    first.shutdown(Shutdown::Both)?;
    for stream in listener.incoming().take(1) {
        let mut stream = stream?;
        stream.set_nodelay(true)?;
        stream.write_all(b"bye\n")?;
        println!("{} via {}", stream.peer_addr()?, listener.local_addr()?);
    }
    Ok(())
}
