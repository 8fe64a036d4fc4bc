//! The UDP side of a real program under strace: udp peers, bound before it starts, each
//! answering the first datagram it gets; udp clients, which wait until the program has bound
//! their address (`/proc/net/udp` lists it), then send their datagram, in order. A client's
//! socket is kept open until the program has exited, so a reply to it arrives as it does to
//! the simulated one.
//!
//! Every wait is bounded; nothing talks to anything but 127.0.0.1.

use std::collections::BTreeMap;
use std::net::UdpSocket;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How long a peer waits for the program's datagram, and a client for the program to bind.
const PATIENCE: Duration = Duration::from_secs(20);

/// Binds each peer's address now; each thread answers the first datagram with its bytes.
pub fn serve_udp_peers(peers: &BTreeMap<String, Vec<u8>>) -> Vec<JoinHandle<()>> {
    peers
        .iter()
        .map(|(address, answer)| {
            let socket =
                UdpSocket::bind(address).unwrap_or_else(|e| panic!("bind udp {address}: {e}"));
            socket.set_read_timeout(Some(PATIENCE)).expect("timeout");
            let answer = answer.clone();
            std::thread::spawn(move || {
                let mut buf = vec![0; 65536];
                if let Ok((_, from)) = socket.recv_from(&mut buf) {
                    let _ = socket.send_to(&answer, from);
                }
            })
        })
        .collect()
}

/// Sends each client's datagram once its address is bound, in order; the thread gives back
/// the clients' sockets, to be dropped once the program has exited.
pub fn send_udp_clients(clients: &[(String, Vec<u8>)]) -> JoinHandle<Vec<UdpSocket>> {
    let clients = clients.to_vec();
    std::thread::spawn(move || {
        clients
            .iter()
            .map(|(address, datagram)| {
                wait_until_bound(address);
                let socket = UdpSocket::bind("127.0.0.1:0").expect("a client socket");
                socket
                    .send_to(datagram, address)
                    .expect("send the datagram");
                socket
            })
            .collect()
    })
}

/// Waits until some socket is bound at `address`'s port (`/proc/net/udp`'s local addresses
/// are `HEXIP:HEXPORT`).
fn wait_until_bound(address: &str) {
    let port: u16 = address
        .rsplit_once(':')
        .and_then(|(_, port)| port.parse().ok())
        .unwrap_or_else(|| panic!("no port in {address}"));
    let wanted = format!(":{port:04X}");
    let deadline = Instant::now() + PATIENCE;
    while Instant::now() < deadline {
        let table = std::fs::read_to_string("/proc/net/udp").unwrap_or_default();
        let bound = table.lines().skip(1).any(|line| {
            line.split_whitespace()
                .nth(1)
                .is_some_and(|local| local.ends_with(&wanted))
        });
        if bound {
            return;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    panic!("nothing bound {address} within {PATIENCE:?}");
}
