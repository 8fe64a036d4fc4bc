// Source: https://doc.rust-lang.org/std/net/struct.TcpStream.html#method.local_addr
// bufscope: peer 127.0.0.1:8080=bytes:0
use std::net::{IpAddr, Ipv4Addr, TcpStream};

let stream = TcpStream::connect("127.0.0.1:8080")
                       .expect("Couldn't connect to the server...");
assert_eq!(stream.local_addr().unwrap().ip(),
           IpAddr::V4(Ipv4Addr::new(127, 0, 0, 1)));
