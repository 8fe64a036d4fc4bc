// Source: https://doc.rust-lang.org/std/net/struct.UdpSocket.html#method.recv_from
// bufscope: udp-client 127.0.0.1:34254="a datagram"
use std::net::UdpSocket;

let socket = UdpSocket::bind("127.0.0.1:34254").expect("couldn't bind to address");
let mut buf = [0; 10];
let (number_of_bytes, src_addr) = socket.recv_from(&mut buf)
                                        .expect("Didn't receive data");
let filled_buf = &mut buf[..number_of_bytes];
