// rustc: E0004
// A `SocketAddr` is `V4` or `V6`: a `match` must cover both, though a program that only
// ever sees IPv4 addresses never takes the `V6` arm.
use std::net::{Ipv4Addr, SocketAddr, SocketAddrV4};

fn main() {
    let addr = SocketAddr::V4(SocketAddrV4::new(Ipv4Addr::new(127, 0, 0, 1), 80));
    match addr {
        SocketAddr::V4(v4) => println!("{v4}"),
    }
}
