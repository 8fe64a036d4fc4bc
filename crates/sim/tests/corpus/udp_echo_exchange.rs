// bufscope: udp-peer 127.0.0.1:47821="pong from the peer"
// bufscope: udp-peer 127.0.0.1:47822=bytes:100
// bufscope: udp-client 127.0.0.1:47823="hello, server"
use std::net::UdpSocket;

fn main() -> std::io::Result<()> {
    // A client: connected, then one datagram each way.
    let client = UdpSocket::bind("127.0.0.1:0")?;
    client.connect("127.0.0.1:47821")?;
    let sent = client.send(b"ping")?;
    let mut buf = [0u8; 64];
    let got = client.recv(&mut buf)?;
    println!("sent {sent}, got {got}: {}", String::from_utf8_lossy(&buf[..got]));
    println!("peer {:?}", client.peer_addr()?);

    // Unconnected: the address goes with each datagram; a short buffer cuts the answer.
    let other = UdpSocket::bind("127.0.0.1:0")?;
    other.send_to(b"anyone there?", "127.0.0.1:47822")?;
    let mut small = [0u8; 16];
    let (n, from) = other.recv_from(&mut small)?;
    println!("{n} bytes from {from}");

    // A server: the client's datagram, answered reversed.
    let server = UdpSocket::bind("127.0.0.1:47823")?;
    let mut buf = [0u8; 32];
    let (amt, src) = server.recv_from(&mut buf)?;
    let buf = &mut buf[..amt];
    buf.reverse();
    println!("answering {amt} bytes");
    server.send_to(buf, &src)?;
    Ok(())
}
