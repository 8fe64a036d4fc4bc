//! Raw syscalls on one fd, as std's `FileDesc`: the layer every handle below shares.

use std::io::{self, IoSlice, Read, Write};

use super::KernelRef;
use crate::kernel::{Errno, Kernel};
use crate::stack::read_to_end::{ProbeObserver, fd_read_to_end, fd_read_to_string};
use crate::trace::{Cause, Frame};

/// At most this many iov entries per `writev` (Linux `UIO_MAXIOV`), as std passes.
const UIO_MAXIOV: usize = 1024;

/// Raw syscalls on one fd: what `FileDesc` is in std.
#[derive(Debug, Clone)]
pub(super) struct FileDesc {
    pub(super) kernel: KernelRef,
    pub(super) fd: i32,
    pub(super) socket: bool,
    pub(super) probing: bool,
    /// `File::read`, `TcpStream::write`…: the last frame of every caused-by stack.
    pub(super) read_frame: Frame,
    pub(super) write_frame: Frame,
}

impl FileDesc {
    pub(super) fn new(kernel: KernelRef, fd: i32, socket: bool, owner: &str) -> FileDesc {
        let read_frame = super::run_frame(&kernel, &format!("{owner}::read"));
        let write_frame = super::run_frame(&kernel, &format!("{owner}::write"));
        FileDesc {
            kernel,
            fd,
            socket,
            probing: false,
            read_frame,
            write_frame,
        }
    }

    /// Runs a syscall with `frame` as the innermost call of its stack.
    pub(super) fn syscall_in<T>(
        &self,
        frame: &Frame,
        call: impl FnOnce(&mut Kernel) -> Result<T, Errno>,
    ) -> io::Result<T> {
        // One borrow of the kernel for the question, the frame and the call.
        let mut kernel = self.kernel.borrow_mut();
        // A tap above may have named this very call already.
        let named = kernel.recorder.context.innermost() == Some(frame);
        if !named {
            kernel.recorder.context.push_shared(frame, None);
        }
        let result = self.syscall_on(&mut kernel, call);
        if !named {
            kernel.recorder.context.pop();
        }
        result
    }

    pub(super) fn syscall<T>(
        &self,
        call: impl FnOnce(&mut Kernel) -> Result<T, Errno>,
    ) -> io::Result<T> {
        self.syscall_on(&mut self.kernel.borrow_mut(), call)
    }

    fn syscall_on<T>(
        &self,
        kernel: &mut Kernel,
        call: impl FnOnce(&mut Kernel) -> Result<T, Errno>,
    ) -> io::Result<T> {
        if self.probing {
            kernel
                .recorder
                .context
                .push(Frame::new("read_to_end probe"), Some(Cause::EofProbe));
        }
        let result = call(kernel);
        if self.probing {
            kernel.recorder.context.pop();
        }
        result.map_err(Errno::into_io)
    }
}

impl Write for FileDesc {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let fd = self.fd;
        if self.socket {
            self.syscall_in(&self.write_frame, |k| k.sendto(fd, buf))
        } else {
            self.syscall_in(&self.write_frame, |k| k.write(fd, buf))
        }
    }

    fn is_write_vectored(&self) -> bool {
        true
    }

    fn write_vectored(&mut self, bufs: &[IoSlice<'_>]) -> io::Result<usize> {
        let fd = self.fd;
        let slices: Vec<&[u8]> = bufs.iter().take(UIO_MAXIOV).map(|b| &b[..]).collect();
        self.syscall_in(&self.write_frame, |k| k.writev(fd, &slices))
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Read for FileDesc {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let fd = self.fd;
        if self.socket {
            self.syscall_in(&self.read_frame, |k| k.recvfrom(fd, buf))
        } else {
            self.syscall_in(&self.read_frame, |k| k.read(fd, buf))
        }
    }

    fn read_to_end(&mut self, buf: &mut Vec<u8>) -> io::Result<usize> {
        fd_read_to_end(self, buf, None)
    }

    fn read_to_string(&mut self, buf: &mut String) -> io::Result<usize> {
        fd_read_to_string(self, buf, None)
    }
}

impl ProbeObserver for FileDesc {
    fn probing(&mut self, probing: bool) {
        self.probing = probing;
    }
}
