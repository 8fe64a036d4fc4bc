// Source: https://doc.rust-lang.org/std/net/struct.TcpListener.html#method.bind
use std::net::TcpListener;

let socket = TcpListener::bind("127.0.0.1:0").unwrap();
