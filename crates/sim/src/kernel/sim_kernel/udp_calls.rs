//! UDP sockets: `UdpSocket::bind`'s `socket` and `bind`, `connect`, and datagrams sent
//! (`sendto`, with the address or, connected, without) and received (`recvfrom`), with the
//! arguments std 1.95 passes on Linux (checked with strace).
//!
//! A socket's datagrams come from the run's udp clients of its address (all waiting once it is
//! bound) and from the udp peers it sent to ([`crate::kernel::datagram`]). A `recvfrom` with
//! none waiting would wait forever: it is recorded unfinished ([`Errno::Unfinished`]).

use std::collections::VecDeque;

use super::io_calls::FIRST_CONNECTION_PORT;
use super::{Call, Kernel};
use crate::kernel::client::FIRST_CLIENT_PORT;
use crate::kernel::device::Device;
use crate::kernel::errno::Errno;
use crate::kernel::syscall::SyscallKind;

/// What `recvfrom` gave: how many bytes (a longer datagram is cut) and who sent them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Received {
    pub len: usize,
    /// `127.0.0.1:PORT`.
    pub from: String,
}

impl Kernel {
    /// `UdpSocket::bind(address)`: `socket(AF_INET, SOCK_DGRAM|SOCK_CLOEXEC, IPPROTO_IP)` and
    /// `bind`. Port 0 is the kernel's pick, five digits as Linux's ephemeral ports.
    pub fn bind_udp(&mut self, address: &str) -> Result<i32, Errno> {
        let local = match address.strip_suffix(":0") {
            Some(host) => format!(
                "{host}:{}",
                FIRST_CONNECTION_PORT + (self.devices.len() % 10_000) as u16
            ),
            None => address.to_string(),
        };
        let incoming = self.datagrams.take_clients_of(&local, FIRST_CLIENT_PORT);
        let device = self.add_device(Device::Udp {
            local,
            peer: None,
            incoming,
            options: Default::default(),
        });
        let fd = self.install(device, true, true);
        let socket = Call {
            kind: SyscallKind::Socket,
            fd: -1,
            detail: "SOCK_DGRAM".to_string(),
            ..Call::default()
        };
        self.record(socket, Ok(fd as u64));
        let bind = Call {
            kind: SyscallKind::Bind,
            fd,
            path: address.to_string(),
            ..Call::default()
        };
        self.record(bind, Ok(0));
        Ok(fd)
    }

    /// `connect(fd, address)` of a UDP socket: later sends go to `address`. The simulated
    /// machine's only addresses are loopback ones: a socket bound to one cannot reach
    /// anything else, which Linux refuses with `EINVAL` (no route from a loopback source).
    pub fn connect_udp(&mut self, fd: i32, address: &str) -> Result<(), Errno> {
        let result = self.udp(fd).and_then(|(local, peer, _)| {
            if local.starts_with("127.") && !address.starts_with("127.") {
                return Err(Errno::Einval);
            }
            *peer = Some(address.to_string());
            Ok(())
        });
        let call = Call {
            kind: SyscallKind::Connect,
            fd,
            path: address.to_string(),
            ..Call::default()
        };
        self.record(call, result.map(|()| 0));
        result
    }

    /// Whether a datagram to `address` reaches a udp peer or a client the script heard from:
    /// the only ones bufscope simulates.
    pub fn datagram_reaches(&self, address: &str) -> bool {
        self.datagrams.reaches(address)
    }

    /// `sendto(fd, buf, len, MSG_NOSIGNAL, to, 16)`, or to the connected address
    /// (`NULL, 0`) when `to` is `None`. A peer's answer waits in the socket after it. (Linux
    /// refuses a send without an address on an unconnected socket with `EDESTADDRREQ`, which
    /// bufscope does not simulate: the interpreter refuses that call before it.)
    pub fn send_datagram(&mut self, fd: i32, buf: &[u8], to: Option<&str>) -> Result<usize, Errno> {
        self.within_budget()?;
        let result = self.udp(fd).and_then(|(_, peer, _)| {
            to.map(str::to_string)
                .or_else(|| peer.clone())
                .ok_or(Errno::Enotconn)
        });
        let result = result.map(|destination| {
            if let Some(answer) = self.datagrams.answer_of(&destination)
                && let Ok((_, _, incoming)) = self.udp(fd)
            {
                incoming.push_back((destination, answer));
            }
            buf.len()
        });
        let call = Call {
            kind: SyscallKind::Sendto,
            fd,
            requested: buf.len(),
            detail: to.unwrap_or_default().to_string(),
            ..Call::default()
        };
        self.record_data(call, result.map(|n| n as u64), &[buf], &result);
        result
    }

    /// `recvfrom(fd, buf, len, 0, &from, &len)` (`NULL, NULL` unless `with_sender`): the next
    /// datagram, cut to `buf`. With none waiting the call never returns: it is recorded
    /// unfinished and `Err(Errno::Unfinished)` tells the caller to end the run there.
    pub fn receive_datagram(
        &mut self,
        fd: i32,
        buf: &mut [u8],
        with_sender: bool,
    ) -> Result<Received, Errno> {
        self.within_budget()?;
        let result = self.udp(fd).and_then(|(_, peer, incoming)| {
            let position = incoming
                .iter()
                .position(|(from, _)| peer.as_ref().is_none_or(|peer| peer == from))
                .ok_or(Errno::Unfinished)?;
            let (from, bytes) = incoming.remove(position).unwrap_or_default();
            let len = bytes.len().min(buf.len());
            buf[..len].copy_from_slice(&bytes[..len]);
            Ok(Received { len, from })
        });
        if let Ok(received) = &result {
            self.datagrams.heard_from.insert(received.from.clone());
        }
        let moved = result.as_ref().map(|r| r.len).map_err(|e| *e);
        let call = Call {
            kind: SyscallKind::Recvfrom,
            fd,
            requested: buf.len(),
            detail: match &result {
                Ok(received) if with_sender => received.from.clone(),
                _ => String::new(),
            },
            ..Call::default()
        };
        let returned = &buf[..*moved.as_ref().unwrap_or(&0)];
        self.record_data(call, moved.map(|n| n as u64), &[returned], &moved);
        result
    }

    /// The address the UDP socket `fd` is connected to, if it is (no syscall: the
    /// interpreter's question before a send).
    pub fn udp_peer(&self, fd: i32) -> Option<String> {
        let device = self.description(fd).ok()?.borrow().device;
        match &self.devices[device.0] {
            Device::Udp { peer, .. } => peer.clone(),
            _ => None,
        }
    }

    /// The UDP socket behind `fd`: its address, connected address and waiting datagrams.
    #[allow(clippy::type_complexity)]
    fn udp(
        &mut self,
        fd: i32,
    ) -> Result<
        (
            &String,
            &mut Option<String>,
            &mut VecDeque<(String, Vec<u8>)>,
        ),
        Errno,
    > {
        let device = self.description(fd)?.borrow().device;
        match &mut self.devices[device.0] {
            Device::Udp {
                local,
                peer,
                incoming,
                ..
            } => Ok((&*local, peer, incoming)),
            _ => Err(Errno::Enotsock),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::Environment;
    use crate::kernel::datagram::Datagrams;
    use crate::render::strace::strace_line;

    /// The lines are what strace showed of std's `UdpSocket` doing the same (the snippet of
    /// `UdpSocket`'s docs, then a connected socket), but for the ports the kernel picked.
    #[test]
    fn datagrams_come_from_clients_and_peers() {
        let environment = Environment {
            datagrams: Datagrams {
                clients: vec![("127.0.0.1:34254".to_string(), b"hello world!!".to_vec())],
                peers: [("127.0.0.1:34260".to_string(), b"pong!".to_vec())].into(),
                ..Datagrams::default()
            },
            ..Environment::default()
        };
        let mut k = Kernel::new(&environment);
        let server = k.bind_udp("127.0.0.1:34254").expect("bind");
        let mut buf = [0; 10];
        let received = k
            .receive_datagram(server, &mut buf, true)
            .expect("a datagram");
        assert_eq!((received.len, &buf), (10, b"hello worl"));
        assert!(k.datagram_reaches(&received.from));
        assert_eq!(
            k.send_datagram(server, b"lrow olleh", Some(&received.from)),
            Ok(10)
        );
        assert_eq!(k.close(server), Ok(()));
        let client = k.bind_udp("127.0.0.1:0").expect("bind");
        assert_eq!(
            k.connect_udp(client, "192.168.0.1:41203"),
            Err(Errno::Einval)
        );
        assert_eq!(k.connect_udp(client, "127.0.0.1:34260"), Ok(()));
        assert_eq!(k.send_datagram(client, b"ping", None), Ok(4));
        let mut buf = [0; 64];
        let received = k
            .receive_datagram(client, &mut buf, false)
            .expect("the answer");
        assert_eq!((received.len, &buf[..5]), (5, &b"pong!"[..]));
        assert_eq!(k.getpeername(client), Ok("127.0.0.1:34260".to_string()));
        assert_eq!(
            k.receive_datagram(client, &mut buf, false),
            Err(Errno::Unfinished)
        );
        let lines: Vec<String> = k.recorder.log.iter().map(strace_line).collect();
        assert_eq!(
            lines,
            [
                "socket(AF_INET, SOCK_DGRAM|SOCK_CLOEXEC, IPPROTO_IP) = 3",
                "bind(3, {sa_family=AF_INET, sin_port=htons(34254), sin_addr=inet_addr(\"127.0.0.1\")}, 16) = 0",
                "recvfrom(3, \"hello worl\", 10, 0, {sa_family=AF_INET, sin_port=htons(50001), sin_addr=inet_addr(\"127.0.0.1\")}, [128 => 16]) = 10",
                "sendto(3, \"lrow olleh\", 10, MSG_NOSIGNAL, {sa_family=AF_INET, sin_port=htons(50001), sin_addr=inet_addr(\"127.0.0.1\")}, 16) = 10",
                "close(3) = 0",
                "socket(AF_INET, SOCK_DGRAM|SOCK_CLOEXEC, IPPROTO_IP) = 3",
                "bind(3, {sa_family=AF_INET, sin_port=htons(0), sin_addr=inet_addr(\"127.0.0.1\")}, 16) = 0",
                "connect(3, {sa_family=AF_INET, sin_port=htons(41203), sin_addr=inet_addr(\"192.168.0.1\")}, 16) = -1 EINVAL (Invalid argument)",
                "connect(3, {sa_family=AF_INET, sin_port=htons(34260), sin_addr=inet_addr(\"127.0.0.1\")}, 16) = 0",
                "sendto(3, \"ping\", 4, MSG_NOSIGNAL, NULL, 0) = 4",
                "recvfrom(3, \"pong!\", 64, 0, NULL, NULL) = 5",
                "getpeername(3, {sa_family=AF_INET, sin_port=htons(34260), sin_addr=inet_addr(\"127.0.0.1\")}, [128 => 16]) = 0",
                "recvfrom(3,  <unfinished ...>) = ?",
            ]
        );
    }
}
