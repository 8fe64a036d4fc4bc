// Source: https://doc.rust-lang.org/std/net/struct.UdpSocket.html#method.bind
use std::net::UdpSocket;

let socket = UdpSocket::bind("127.0.0.1:0").unwrap();
