// Source: https://doc.rust-lang.org/std/net/struct.SocketAddrV4.html#method.new
use std::net::{SocketAddrV4, Ipv4Addr};

let socket = SocketAddrV4::new(Ipv4Addr::new(127, 0, 0, 1), 8080);
