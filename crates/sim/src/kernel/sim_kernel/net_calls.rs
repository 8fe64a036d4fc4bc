//! Listening sockets and the simulated clients that connect to them: `TcpListener::bind`'s
//! `socket`, `setsockopt`, `bind`, `listen`; `accept4`; and the calls on a connection
//! (`shutdown`, `setsockopt(TCP_NODELAY)`, `getpeername`, `getsockname`), with the arguments
//! std 1.95 passes on Linux (checked with strace).
//!
//! A client connects only when the server accepts (one at a time, in order), so what the
//! server reads is what the client sent, then end of file: the client shuts down its sending
//! side once it has sent. An `accept4` with no client left would wait forever: it is recorded
//! unfinished ([`Errno::Unfinished`]), as strace shows a server killed while it waits.

use std::collections::VecDeque;
use std::net::Shutdown;

use super::{Call, Kernel};
use crate::kernel::device::Device;
use crate::kernel::errno::Errno;
use crate::kernel::socket_option::{OptionValue, SocketOption};
use crate::kernel::syscall::SyscallKind;

/// The backlog std's `TcpListener::bind` asks `listen` for on Linux.
pub const LISTEN_BACKLOG: u32 = 128;

/// What `accept4` gave: the connection's fd and the client's address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Accepted {
    pub fd: i32,
    /// `127.0.0.1:PORT`.
    pub peer: String,
}

impl Kernel {
    /// `TcpListener::bind(address)`: `socket`, `setsockopt(SO_REUSEADDR)`, `bind`,
    /// `listen(128)`. The listener takes the run's clients of `address`, in order.
    pub fn listen_tcp(&mut self, address: &str) -> Result<i32, Errno> {
        let mut waiting = VecDeque::new();
        self.clients.retain(|client| {
            let ours = client.server == address;
            if ours {
                waiting.push_back(client.clone());
            }
            !ours
        });
        let device = self.add_device(Device::Listener {
            address: address.to_string(),
            waiting,
        });
        let fd = self.install(device, false, false);
        self.record_socket(fd);
        let steps = [
            (
                SyscallKind::Setsockopt,
                String::new(),
                "SOL_SOCKET, SO_REUSEADDR, [1], 4".to_string(),
            ),
            (SyscallKind::Bind, address.to_string(), String::new()),
            (
                SyscallKind::Listen,
                String::new(),
                LISTEN_BACKLOG.to_string(),
            ),
        ];
        for (kind, path, detail) in steps {
            let call = Call {
                kind,
                fd,
                path,
                detail,
                ..Call::default()
            };
            self.record(call, Ok(0));
        }
        Ok(fd)
    }

    /// Records `socket(AF_INET, SOCK_STREAM|SOCK_CLOEXEC, 0) = fd`, which both a listener and
    /// a connection start with.
    pub(super) fn record_socket(&mut self, fd: i32) {
        let call = Call {
            kind: SyscallKind::Socket,
            fd: -1,
            ..Call::default()
        };
        self.record(call, Ok(fd as u64));
    }

    /// `accept4(fd, &addr, &len, SOCK_CLOEXEC)`: the next client's connection, on the lowest
    /// free fd. With no client left the call never returns: it is recorded unfinished and
    /// `Err(Errno::Unfinished)` tells the caller to end the run there.
    pub fn accept4(&mut self, fd: i32) -> Result<Accepted, Errno> {
        let next = self.description(fd).and_then(|description| {
            match &mut self.devices[description.borrow().device.0] {
                Device::Listener { address, waiting } => waiting
                    .pop_front()
                    .map(|client| (address.clone(), client))
                    .ok_or(Errno::Unfinished),
                Device::Socket { .. } => Err(Errno::Einval),
                _ => Err(Errno::Enotsock),
            }
        });
        let result = next.map(|(server, client)| {
            let peer = client.address();
            let device = self.add_device(Device::Socket {
                address: format!("{server}->{peer}"),
                incoming: client.request,
                position: 0,
                outgoing: Vec::new(),
                write_shut: false,
                read_shut: false,
                options: Default::default(),
                local_port: None,
            });
            Accepted {
                fd: self.install(device, true, true),
                peer,
            }
        });
        let call = Call {
            kind: SyscallKind::Accept4,
            fd,
            path: result.as_ref().map(|a| a.peer.clone()).unwrap_or_default(),
            ..Call::default()
        };
        self.record(call, result.as_ref().map(|a| a.fd as u64).map_err(|e| *e));
        result
    }

    /// `shutdown(fd, how)`: the closed side's writes fail with `EPIPE`, its reads see the
    /// end of the stream.
    pub fn shutdown(&mut self, fd: i32, how: Shutdown) -> Result<(), Errno> {
        let result = self.description(fd).and_then(|description| {
            match &mut self.devices[description.borrow().device.0] {
                Device::Socket {
                    write_shut,
                    read_shut,
                    ..
                } => {
                    *write_shut |= matches!(how, Shutdown::Write | Shutdown::Both);
                    *read_shut |= matches!(how, Shutdown::Read | Shutdown::Both);
                    Ok(())
                }
                _ => Err(Errno::Enotconn),
            }
        });
        let detail = match how {
            Shutdown::Read => "SHUT_RD",
            Shutdown::Write => "SHUT_WR",
            Shutdown::Both => "SHUT_RDWR",
        };
        let call = Call {
            kind: SyscallKind::Shutdown,
            fd,
            detail: detail.to_string(),
            ..Call::default()
        };
        self.record(call, result.map(|()| 0));
        result
    }

    /// `setsockopt(fd, SOL_TCP, TCP_NODELAY, [on], 4)`: no effect on a simulated connection,
    /// whose sends are never delayed.
    pub fn set_nodelay(&mut self, fd: i32, on: bool) -> Result<(), Errno> {
        self.setsockopt(fd, SocketOption::NoDelay, OptionValue::Int(on.into()))
    }

    /// `getpeername(fd, …)`: the address at the other end of a connection.
    pub fn getpeername(&mut self, fd: i32) -> Result<String, Errno> {
        let result = self
            .socket_addresses(fd)
            .and_then(|(_, peer)| peer.ok_or(Errno::Enotconn));
        self.record_address(SyscallKind::Getpeername, fd, &result);
        result
    }

    /// `getsockname(fd, …)`: the local address of a listener or of a connection. A connection
    /// the program opened to 127.0.0.1 has the port [`Kernel::connect`] gave it.
    pub fn getsockname(&mut self, fd: i32) -> Result<String, Errno> {
        let result = self
            .socket_addresses(fd)
            .and_then(|(local, _)| local.ok_or(Errno::Einval));
        self.record_address(SyscallKind::Getsockname, fd, &result);
        result
    }

    fn record_address(&mut self, kind: SyscallKind, fd: i32, result: &Result<String, Errno>) {
        let call = Call {
            kind,
            fd,
            path: result.clone().unwrap_or_default(),
            ..Call::default()
        };
        self.record(call, result.as_ref().map(|_| 0).map_err(|e| *e));
    }

    /// `(local, peer)` addresses of the socket behind `fd`, as far as the simulation knows
    /// them; `ENOTSOCK` for anything else.
    fn socket_addresses(&self, fd: i32) -> Result<(Option<String>, Option<String>), Errno> {
        let description = self.description(fd)?;
        let device = description.borrow().device;
        match &self.devices[device.0] {
            Device::Listener { address, .. } => Ok((Some(address.clone()), None)),
            Device::Udp { local, peer, .. } => Ok((Some(local.clone()), peer.clone())),
            // An accepted connection is `server->client`; one the program opened, the server.
            Device::Socket {
                address,
                local_port,
                ..
            } => Ok(match address.split_once("->") {
                Some((local, peer)) => (Some(local.to_string()), Some(peer.to_string())),
                // A connection to loopback comes from loopback.
                None => (
                    local_port
                        .filter(|_| address.starts_with("127.0.0.1:"))
                        .map(|port| format!("127.0.0.1:{port}")),
                    Some(address.clone()),
                ),
            }),
            _ => Err(Errno::Enotsock),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::Environment;
    use crate::render::strace::strace_line;

    fn server_kernel(clients: &[(&str, &[u8])]) -> Kernel {
        let environment = Environment {
            clients: clients
                .iter()
                .map(|(address, bytes)| (address.to_string(), bytes.to_vec()))
                .collect(),
            ..Environment::default()
        };
        Kernel::new(&environment)
    }

    #[test]
    fn a_listener_serves_its_clients_in_order_then_waits_forever() {
        let mut k = server_kernel(&[
            ("127.0.0.1:7878", b"one"),
            ("127.0.0.1:9999", b"elsewhere"),
            ("127.0.0.1:7878", b"two"),
        ]);
        let listener = k.listen_tcp("127.0.0.1:7878").expect("bind");
        let first = k.accept4(listener).expect("first client");
        let mut buf = [0; 8];
        assert_eq!(k.recvfrom(first.fd, &mut buf), Ok(3));
        assert_eq!(k.recvfrom(first.fd, &mut buf), Ok(0));
        assert_eq!(k.sendto(first.fd, b"reply"), Ok(5));
        assert_eq!(k.shutdown(first.fd, Shutdown::Write), Ok(()));
        assert_eq!(k.sendto(first.fd, b"late"), Err(Errno::Epipe));
        assert_eq!(k.getpeername(first.fd), Ok("127.0.0.1:50001".to_string()));
        assert_eq!(k.close(first.fd), Ok(()));
        let second = k.accept4(listener).expect("second client");
        assert_eq!(second.peer, "127.0.0.1:50003");
        assert_eq!(k.getsockname(listener), Ok("127.0.0.1:7878".to_string()));
        assert_eq!(k.set_nodelay(second.fd, true), Ok(()));
        assert_eq!(k.close(second.fd), Ok(()));
        assert_eq!(k.accept4(listener), Err(Errno::Unfinished));
        let lines: Vec<String> = k.recorder.log.iter().map(strace_line).collect();
        assert_eq!(
            lines,
            [
                "socket(AF_INET, SOCK_STREAM|SOCK_CLOEXEC, IPPROTO_IP) = 3",
                "setsockopt(3, SOL_SOCKET, SO_REUSEADDR, [1], 4) = 0",
                "bind(3, {sa_family=AF_INET, sin_port=htons(7878), sin_addr=inet_addr(\"127.0.0.1\")}, 16) = 0",
                "listen(3, 128) = 0",
                "accept4(3, {sa_family=AF_INET, sin_port=htons(50001), sin_addr=inet_addr(\"127.0.0.1\")}, [128 => 16], SOCK_CLOEXEC) = 4",
                "recvfrom(4, \"one\", 8, 0, NULL, NULL) = 3",
                "recvfrom(4, \"\", 8, 0, NULL, NULL) = 0",
                "sendto(4, \"reply\", 5, MSG_NOSIGNAL, NULL, 0) = 5",
                "shutdown(4, SHUT_WR) = 0",
                "sendto(4, \"late\", 4, MSG_NOSIGNAL, NULL, 0) = -1 EPIPE (Broken pipe)",
                "getpeername(4, {sa_family=AF_INET, sin_port=htons(50001), sin_addr=inet_addr(\"127.0.0.1\")}, [128 => 16]) = 0",
                "close(4) = 0",
                "accept4(3, {sa_family=AF_INET, sin_port=htons(50003), sin_addr=inet_addr(\"127.0.0.1\")}, [128 => 16], SOCK_CLOEXEC) = 4",
                "getsockname(3, {sa_family=AF_INET, sin_port=htons(7878), sin_addr=inet_addr(\"127.0.0.1\")}, [128 => 16]) = 0",
                "setsockopt(4, SOL_TCP, TCP_NODELAY, [1], 4) = 0",
                "close(4) = 0",
                "accept4(3,  <unfinished ...>) = ?",
            ]
        );
    }

    #[test]
    fn a_listener_without_clients_waits_in_its_first_accept() {
        let mut k = server_kernel(&[]);
        let listener = k.listen_tcp("127.0.0.1:7878").expect("bind");
        assert_eq!(k.accept4(listener), Err(Errno::Unfinished));
        let waiting = k.recorder.log.iter().last().expect("the accept4");
        let json = crate::render::json::syscall_json(waiting);
        assert_eq!(
            (
                &json["syscall"],
                &json["result"],
                &json["errno"],
                &json["strace"]
            ),
            (
                &serde_json::json!("accept4"),
                &serde_json::Value::Null,
                &serde_json::Value::Null,
                &serde_json::json!("accept4(3,  <unfinished ...>) = ?")
            )
        );
        assert_eq!(
            crate::render::compact::compact_line(waiting),
            Some("accept4 3 0 ?".to_string())
        );
        assert_eq!(k.accept4(1), Err(Errno::Enotsock));
    }
}
