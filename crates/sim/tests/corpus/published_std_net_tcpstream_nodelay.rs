// Source: https://doc.rust-lang.org/std/net/struct.TcpStream.html#method.nodelay
// bufscope: peer 127.0.0.1:8080=bytes:0
use std::net::TcpStream;

let stream = TcpStream::connect("127.0.0.1:8080")
                       .expect("Couldn't connect to the server...");
stream.set_nodelay(true).expect("set_nodelay call failed");
assert_eq!(stream.nodelay().unwrap_or(false), true);
