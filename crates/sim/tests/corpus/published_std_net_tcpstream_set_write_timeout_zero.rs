// Source: https://doc.rust-lang.org/std/net/struct.TcpStream.html#method.set_write_timeout
// bufscope: peer 127.0.0.1:8080=bytes:0
use std::io;
use std::net::TcpStream;
use std::time::Duration;

let stream = TcpStream::connect("127.0.0.1:8080").unwrap();
let result = stream.set_write_timeout(Some(Duration::new(0, 0)));
let err = result.unwrap_err();
assert_eq!(err.kind(), io::ErrorKind::InvalidInput)
