//! `std::net::TcpListener` over a simulated listening socket: `accept` is `accept4`, and the
//! connection it gives is a [`SimTcpStream`]; closes on drop.

use super::KernelRef;
use super::file_desc::FileDesc;
use super::tcp_stream::SimTcpStream;
use crate::kernel::Errno;
use crate::kernel::sim_kernel::Accepted;
use crate::stack::stream::{IntoInnerResult, Stream, StreamRef, no_into_inner};
use crate::trace::Frame;

/// `std::net::TcpListener`: neither a reader nor a writer; its one job is `accept`.
#[derive(Debug)]
pub struct SimTcpListener {
    desc: FileDesc,
}

impl SimTcpListener {
    /// `TcpListener::bind(address)`: the socket, bound and listening, or the errno.
    pub fn bind(kernel: KernelRef, address: &str) -> Result<SimTcpListener, Errno> {
        let fd = kernel.borrow_mut().listen_tcp(address)?;
        Ok(SimTcpListener {
            desc: FileDesc::new(kernel, fd, true, "TcpListener"),
        })
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

impl Drop for SimTcpListener {
    fn drop(&mut self) {
        let fd = self.desc.fd;
        let _ = self.desc.syscall(|k| k.close(fd));
    }
}

impl Stream for SimTcpListener {
    fn type_name(&self) -> String {
        "TcpListener".to_string()
    }
    fn name(&self) -> std::borrow::Cow<'_, str> {
        std::borrow::Cow::Borrowed("TcpListener")
    }
    fn into_parts(self: Box<Self>) -> Result<(StreamRef, Vec<u8>), Box<dyn Stream>> {
        Err(self)
    }
    fn into_inner(self: Box<Self>) -> IntoInnerResult {
        Err((no_into_inner(&*self), self))
    }
    fn fd(&self) -> Option<i32> {
        Some(self.desc.fd)
    }
}
