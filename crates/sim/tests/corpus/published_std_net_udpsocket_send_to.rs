// Source: https://doc.rust-lang.org/std/net/struct.UdpSocket.html#method.send_to
// bufscope: udp-peer 127.0.0.1:4242=bytes:0
use std::net::UdpSocket;

let socket = UdpSocket::bind("127.0.0.1:34254").expect("couldn't bind to address");
socket.send_to(&[0; 10], "127.0.0.1:4242").expect("couldn't send data");
