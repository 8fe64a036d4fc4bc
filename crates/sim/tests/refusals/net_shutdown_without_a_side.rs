// rustc: E0061
// `shutdown` needs to know which side to close: `Shutdown::Write`, `Read` or `Both`.
use std::net::TcpListener;

fn main() -> std::io::Result<()> {
    let listener = TcpListener::bind("127.0.0.1:7878")?;
    let (stream, _) = listener.accept()?;
    stream.shutdown()?;
    Ok(())
}
