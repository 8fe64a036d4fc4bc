// bufscope: client 127.0.0.1:7878="ping"
// `SocketAddr::V4(a)`, `SocketAddr::V6(_)`, `IpAddr::V4(..)` as patterns in `match`, `if let`
// and `let … else`: a peer's address (always IPv4 here) taken apart, the `V6` arms never
// matching, both variants needed for the `match` to be exhaustive; `Ipv4Addr`'s constants.
use std::io::Read;
use std::net::{IpAddr, Ipv4Addr, SocketAddr, SocketAddrV4, TcpListener};

fn describe(addr: SocketAddr) -> String {
    match addr {
        SocketAddr::V4(v4) => format!("v4 {} port {}", v4.ip(), v4.port()),
        SocketAddr::V6(_) => "v6".to_string(),
    }
}

fn family(ip: IpAddr) -> &'static str {
    match ip {
        IpAddr::V4(..) => "IPv4",
        IpAddr::V6(..) => "IPv6",
    }
}

fn main() {
    let listener = TcpListener::bind("127.0.0.1:7878").unwrap();
    let (mut stream, peer) = listener.accept().unwrap();
    let mut text = String::new();
    stream.read_to_string(&mut text).unwrap();
    println!("{text} from {}", family(peer.ip()));
    if let SocketAddr::V4(v4) = listener.local_addr().unwrap() {
        println!("listening on {} ({:?})", v4, v4.ip().octets());
    }
    let fixed = SocketAddr::V4(SocketAddrV4::new(Ipv4Addr::new(10, 0, 0, 7), 80));
    println!("{}", describe(fixed));
    let SocketAddr::V4(inner) = fixed else {
        panic!("not IPv4");
    };
    println!("{inner:?}");
    match IpAddr::V4(Ipv4Addr::new(192, 168, 1, 1)) {
        IpAddr::V4(ip) if ip.is_loopback() => println!("loopback"),
        IpAddr::V4(ip) => println!("other {ip}"),
        IpAddr::V6(_) => println!("never"),
    }
    let is_v6 = if let SocketAddr::V6(..) = fixed { "v6" } else { "not v6" };
    println!("{is_v6}");
    let local = SocketAddrV4::new(Ipv4Addr::LOCALHOST, 8080);
    let any = IpAddr::V4(Ipv4Addr::UNSPECIFIED);
    println!("{local} {any} {} {}", local.ip().is_loopback(), Ipv4Addr::BROADCAST);
}
