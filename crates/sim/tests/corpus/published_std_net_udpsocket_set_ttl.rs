// Source: https://doc.rust-lang.org/std/net/struct.UdpSocket.html#method.set_ttl
use std::net::UdpSocket;

let socket = UdpSocket::bind("127.0.0.1:34254").expect("couldn't bind to address");
socket.set_ttl(42).expect("set_ttl call failed");
