// io::copy with a TcpStream: std knows a socket without asking (no statx for it). A file into
// a socket must not leave the file's pages in the socket's buffer, so it is the read/sendto
// loop; a socket into a pipe (stdout) is spliced; a socket into a file is the recvfrom/write
// loop.
// bufscope: peer 127.0.0.1:47831=text:3000
// bufscope: peer 127.0.0.1:47832=bytes:5000
// bufscope: input in.txt=text:20000
// bufscope: stdout=pipe
use std::fs::File;
use std::io;
use std::net::TcpStream;

fn main() -> io::Result<()> {
    let mut s = TcpStream::connect("127.0.0.1:47831")?;
    let n = io::copy(&mut File::open("in.txt")?, &mut s)?;
    eprintln!("sent {n}");
    let n = io::copy(&mut s, &mut io::stdout().lock())?;
    eprintln!("spliced {n}");
    let mut t = TcpStream::connect("127.0.0.1:47832")?;
    let n = io::copy(&mut t, &mut File::create("got.bin")?)?;
    eprintln!("received {n}");
    Ok(())
}
