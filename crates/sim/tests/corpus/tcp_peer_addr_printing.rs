// bufscope: peer 127.0.0.1:47812=bytes:0
use std::net::{IpAddr, Ipv4Addr, SocketAddr, SocketAddrV4, TcpStream};

fn main() -> std::io::Result<()> {
    let addrs = [
        SocketAddr::from(([127, 0, 0, 1], 47813)),
        SocketAddr::V4(SocketAddrV4::new(Ipv4Addr::new(127, 0, 0, 1), 47812)),
    ];
    let stream = TcpStream::connect(&addrs[..])?;
    let peer = stream.peer_addr()?;
    println!("connected to {peer} ({peer:?}): ip {}, port {}", peer.ip(), peer.port());
    println!("the first address refused: {}", peer != addrs[0]);
    let local = stream.local_addr()?;
    let loopback = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 1));
    println!("from {local}, loopback: {}", local.ip() == loopback);
    match TcpStream::connect(addrs[0]) {
        Ok(_) => println!("connected again?"),
        Err(e) => println!("{}: {e}", addrs[0]),
    }
    Ok(())
}
