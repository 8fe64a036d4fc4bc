//! `std::net::TcpStream` over a simulated socket: reads are `recvfrom`, writes `sendto`.

use std::io::{self, IoSlice, Read, Write};

use super::KernelRef;
use super::file_desc::FileDesc;
use crate::stack::stream::{IntoInnerResult, Stream, StreamRef, no_into_inner};

/// `std::net::TcpStream`: reads are `recvfrom`, writes `sendto`; closes on drop.
#[derive(Debug)]
pub struct SimTcpStream {
    desc: FileDesc,
}

impl SimTcpStream {
    pub fn new(kernel: KernelRef, fd: i32) -> SimTcpStream {
        SimTcpStream {
            desc: FileDesc::new(kernel, fd, true, "TcpStream"),
        }
    }
}

impl Write for SimTcpStream {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.desc.write(buf)
    }
    fn write_vectored(&mut self, bufs: &[IoSlice<'_>]) -> io::Result<usize> {
        self.desc.write_vectored(bufs)
    }

    /// `File`, `TcpStream` and the raw standard streams all say yes on Unix.
    fn is_write_vectored(&self) -> bool {
        true
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Read for SimTcpStream {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.desc.read(buf)
    }
    fn read_to_end(&mut self, buf: &mut Vec<u8>) -> io::Result<usize> {
        self.desc.read_to_end(buf)
    }
    fn read_to_string(&mut self, buf: &mut String) -> io::Result<usize> {
        self.desc.read_to_string(buf)
    }
}

impl Drop for SimTcpStream {
    fn drop(&mut self) {
        let fd = self.desc.fd;
        let _ = self.desc.syscall(|k| k.close(fd));
    }
}

impl Stream for SimTcpStream {
    fn type_name(&self) -> String {
        "TcpStream".to_string()
    }
    fn name(&self) -> std::borrow::Cow<'_, str> {
        std::borrow::Cow::Borrowed("TcpStream")
    }
    fn writer(&mut self) -> Option<&mut dyn Write> {
        Some(self)
    }
    fn reader(&mut self) -> Option<&mut dyn Read> {
        Some(self)
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
