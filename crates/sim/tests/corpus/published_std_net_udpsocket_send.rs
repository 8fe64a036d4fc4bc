// Source: https://doc.rust-lang.org/std/net/struct.UdpSocket.html#method.send
// bufscope: udp-peer 127.0.0.1:8080=bytes:0
use std::net::UdpSocket;

let socket = UdpSocket::bind("127.0.0.1:34254").expect("couldn't bind to address");
socket.connect("127.0.0.1:8080").expect("connect function failed");
socket.send(&[0, 1, 2]).expect("couldn't send message");
