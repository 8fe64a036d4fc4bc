// Source: https://doc.rust-lang.org/std/net/struct.UdpSocket.html#method.connect
use std::net::UdpSocket;

let socket = UdpSocket::bind("127.0.0.1:3400").expect("couldn't bind to address");
socket.connect("127.0.0.1:8080").expect("connect function failed");
