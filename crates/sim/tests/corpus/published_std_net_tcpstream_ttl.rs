// Source: https://doc.rust-lang.org/std/net/struct.TcpStream.html#method.ttl
// bufscope: peer 127.0.0.1:8080=bytes:0
use std::net::TcpStream;

let stream = TcpStream::connect("127.0.0.1:8080")
                       .expect("Couldn't connect to the server...");
stream.set_ttl(100).expect("set_ttl call failed");
assert_eq!(stream.ttl().unwrap_or(0), 100);
