// Source: https://doc.rust-lang.org/std/net/struct.TcpStream.html#method.write_timeout
// bufscope: peer 127.0.0.1:8080=bytes:0
use std::net::TcpStream;

let stream = TcpStream::connect("127.0.0.1:8080")
                       .expect("Couldn't connect to the server...");
stream.set_write_timeout(None).expect("set_write_timeout call failed");
assert_eq!(stream.write_timeout().unwrap(), None);
