// bufscope: peer 127.0.0.1:47811=bytes:0
use std::io::{BufWriter, Write};
use std::net::TcpStream;
use std::time::Duration;

fn main() -> std::io::Result<()> {
    let stream = TcpStream::connect("127.0.0.1:47811")?;
    stream.set_nodelay(true)?;
    println!("nodelay: {:?}", stream.nodelay()?);
    stream.set_read_timeout(Some(Duration::from_millis(1500)))?;
    stream.set_write_timeout(Some(Duration::new(3, 250)))?;
    println!("read timeout: {:?}", stream.read_timeout()?);
    println!("write timeout: {:?}", stream.write_timeout()?);
    // The kernel counts in ticks: a microsecond reads back as one tick.
    stream.set_read_timeout(Some(Duration::from_micros(1)))?;
    println!("rounded up: {:?}", stream.read_timeout()?);
    if let Err(e) = stream.set_write_timeout(Some(Duration::from_secs(0))) {
        println!("refused: {e:?}");
    }
    stream.set_ttl(32)?;
    println!("ttl: {}, error: {:?}", stream.ttl()?, stream.take_error()?);
    let mut w = BufWriter::new(stream);
    for i in 0..200 {
        writeln!(w, "line {i} of the request")?;
    }
    w.flush()?;
    Ok(())
}
