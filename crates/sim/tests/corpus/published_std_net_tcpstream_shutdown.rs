// Source: https://doc.rust-lang.org/std/net/struct.TcpStream.html#method.shutdown
// bufscope: peer 127.0.0.1:8080=bytes:0
use std::net::{Shutdown, TcpStream};

let stream = TcpStream::connect("127.0.0.1:8080")
                       .expect("Couldn't connect to the server...");
stream.shutdown(Shutdown::Both).expect("shutdown call failed");
