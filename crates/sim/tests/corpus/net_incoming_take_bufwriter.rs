// A server that answers two requests and ends: `incoming().take(2)`, the request line read
// through a `BufReader`, the reply written through a `BufWriter` on the same `&TcpStream`
// (one `sendto` for the whole reply), then the sending side shut down.
// bufscope: client 127.0.0.1:47822="GET /a HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
// bufscope: client 127.0.0.1:47822="GET /b/c HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::net::{Shutdown, TcpListener, TcpStream};

fn reply(stream: &TcpStream, body: &str) -> std::io::Result<()> {
    let mut out = BufWriter::new(stream);
    write!(out, "HTTP/1.1 200 OK\r\n")?;
    write!(out, "Content-Length: {}\r\n\r\n", body.len())?;
    out.write_all(body.as_bytes())?;
    out.flush()
}

fn main() -> std::io::Result<()> {
    let listener = TcpListener::bind("127.0.0.1:47822")?;
    for stream in listener.incoming().take(2) {
        let stream = stream?;
        stream.set_nodelay(true)?;
        let mut request_line = String::new();
        BufReader::new(&stream).read_line(&mut request_line)?;
        reply(&stream, &request_line)?;
        stream.shutdown(Shutdown::Write)?;
    }
    println!("served 2 clients");
    Ok(())
}
