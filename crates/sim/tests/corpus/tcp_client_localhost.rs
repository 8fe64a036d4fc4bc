// bufscope: peer 127.0.0.1:3333="pong from the server\n"
// A client that names its server `localhost`, as tutorials do: std resolves it to 127.0.0.1
// (the resolver's own reads of /etc/hosts are not the program's data).
use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;

fn main() -> std::io::Result<()> {
    let mut stream = TcpStream::connect("localhost:3333")?;
    stream.write_all(b"ping\n")?;
    let mut reply = String::new();
    BufReader::new(&stream).read_line(&mut reply)?;
    print!("reply: {reply}");
    Ok(())
}
