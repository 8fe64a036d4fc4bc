//! A socket that is neither a reader nor a writer (`TcpListener`, `UdpSocket`): the handle
//! that holds its fd, closes it on drop, and tells the interpreter which std type it is.

use super::KernelRef;
use super::file_desc::FileDesc;
use crate::stack::stream::{IntoInnerResult, Stream, StreamRef, no_into_inner};

/// A listening or datagram socket's fd, as std's type named `type_name`.
#[derive(Debug)]
pub struct SocketFd {
    desc: FileDesc,
    type_name: &'static str,
}

impl SocketFd {
    pub fn new(kernel: KernelRef, fd: i32, type_name: &'static str) -> SocketFd {
        SocketFd {
            desc: FileDesc::new(kernel, fd, true, type_name),
            type_name,
        }
    }
}

impl Drop for SocketFd {
    fn drop(&mut self) {
        let fd = self.desc.fd;
        let _ = self.desc.syscall(|k| k.close(fd));
    }
}

impl Stream for SocketFd {
    fn type_name(&self) -> String {
        self.type_name.to_string()
    }
    fn name(&self) -> std::borrow::Cow<'_, str> {
        std::borrow::Cow::Borrowed(self.type_name)
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
