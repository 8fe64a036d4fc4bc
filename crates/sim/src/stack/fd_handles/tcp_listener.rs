//! `std::net::TcpListener` over a simulated listening socket: `accept` is `accept4`, and the
//! connection it gives is a [`SimTcpStream`]; the listener is a [`SocketFd`], which closes
//! the fd on drop.

use super::KernelRef;
use super::socket_fd::SocketFd;
use super::tcp_stream::SimTcpStream;
use crate::kernel::Errno;
use crate::kernel::sim_kernel::Accepted;
use crate::trace::Frame;

/// `std::net::TcpListener`'s constructor and its one job, `accept`.
#[derive(Debug)]
pub struct SimTcpListener;

impl SimTcpListener {
    /// `TcpListener::bind(address)`: the socket, bound and listening, or the errno.
    pub fn bind(kernel: KernelRef, address: &str) -> Result<SocketFd, Errno> {
        let fd = kernel.borrow_mut().listen_tcp(address)?;
        Ok(SocketFd::new(kernel, fd, "TcpListener"))
    }

    /// `TcpListener::accept` on the listening socket `fd`: the next client's connection and
    /// its address. `Err(Errno::Unfinished)` when no client is left (the call would never
    /// return). Takes the fd, not the listener: the interpreter holds it as a `dyn Stream`.
    pub fn accept(kernel: &KernelRef, fd: i32) -> Result<(SimTcpStream, String), Errno> {
        let result = {
            let mut kernel = kernel.borrow_mut();
            kernel
                .recorder
                .context
                .push(Frame::new("TcpListener::accept"), None);
            let result = kernel.accept4(fd);
            kernel.recorder.context.pop();
            result
        };
        let Accepted { fd, peer } = result?;
        Ok((SimTcpStream::new(kernel.clone(), fd), peer))
    }
}
