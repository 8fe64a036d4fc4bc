// Source: https://doc.rust-lang.org/std/net/struct.UdpSocket.html#method.set_write_timeout
use std::net::UdpSocket;

let socket = UdpSocket::bind("127.0.0.1:34254").expect("couldn't bind to address");
socket.set_write_timeout(None).expect("set_write_timeout call failed");
