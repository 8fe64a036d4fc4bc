//! `std::net::UdpSocket` over a simulated UDP socket: its datagram calls are the interpreter's
//! (`interp_udp`); the handle is a [`SocketFd`], which closes the fd on drop.

use super::KernelRef;
use super::socket_fd::SocketFd;
use crate::kernel::Errno;

/// `std::net::UdpSocket`'s constructor.
#[derive(Debug)]
pub struct SimUdpSocket;

impl SimUdpSocket {
    /// `UdpSocket::bind(address)`: the bound socket, or the errno.
    pub fn bind(kernel: KernelRef, address: &str) -> Result<SocketFd, Errno> {
        let fd = kernel.borrow_mut().bind_udp(address)?;
        Ok(SocketFd::new(kernel, fd, "UdpSocket"))
    }
}
