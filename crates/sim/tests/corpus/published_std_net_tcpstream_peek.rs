// Source: https://doc.rust-lang.org/std/net/struct.TcpStream.html#method.peek
// bufscope: peer 127.0.0.1:8000="hello, peek"
use std::net::TcpStream;

let stream = TcpStream::connect("127.0.0.1:8000")
                       .expect("Couldn't connect to the server...");
let mut buf = [0; 10];
let len = stream.peek(&mut buf).expect("peek failed");
