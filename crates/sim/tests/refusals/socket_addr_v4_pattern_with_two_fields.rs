// rustc: E0023
// `SocketAddr::V4` holds one `SocketAddrV4`: its ip and port are that value's methods.
use std::net::{Ipv4Addr, SocketAddr, SocketAddrV4};

fn main() {
    let addr = SocketAddr::V4(SocketAddrV4::new(Ipv4Addr::new(127, 0, 0, 1), 80));
    if let SocketAddr::V4(ip, port) = addr {
        println!("{ip} {port}");
    }
}
