// bufscope: peer 127.0.0.1:47803=bytes:0
use std::io::{BufWriter, Write};
use std::net::TcpStream;

fn main() -> std::io::Result<()> {
    let mut raw = TcpStream::connect("127.0.0.1:47803")?;
    for i in 0..5 {
        writeln!(raw, "ping {}", i)?;
    }
    let mut w = BufWriter::new(raw);
    for i in 0..5 {
        writeln!(w, "pong {}", i)?;
    }
    Ok(())
}
