use std::net::{IpAddr, Ipv4Addr, SocketAddr, SocketAddrV4};

fn main() {
    let home: IpAddr = "127.0.0.1".parse().expect("valid");
    let other = Ipv4Addr::new(192, 168, 1, 20);
    println!("{home} {home:?} {other} {other:?} loopback: {} {}", home.is_loopback(), other.is_loopback());
    println!("{:?} {}", other.octets(), home == IpAddr::V4(Ipv4Addr::new(127, 0, 0, 1)));
    let a = SocketAddr::from(([10, 0, 0, 7], 8080));
    let b = SocketAddr::V4(SocketAddrV4::new(other, 443));
    println!("{a} {a:?} ip {} port {} v4 {} v6 {}", a.ip(), a.port(), a.is_ipv4(), a.is_ipv6());
    println!("{b} {}", a == b);
    let v4 = SocketAddrV4::new(Ipv4Addr::new(1, 2, 3, 4), 5);
    println!("{v4} {} {}", v4.ip(), v4.port());
    match "300.1.1.1".parse::<Ipv4Addr>() {
        Ok(ip) => println!("parsed {ip}"),
        Err(e) => println!("{e} / {e:?}"),
    }
    let mut c: SocketAddr = "127.0.0.1:8080".parse().expect("valid");
    c.set_port(9090);
    c.set_ip(IpAddr::V4(other));
    println!("{c} {:?}", "1.2.3.4".parse::<SocketAddrV4>());
    let addrs = [a, b];
    for addr in &addrs[..] {
        println!("- {addr}");
    }
}
