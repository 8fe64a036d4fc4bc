//! std's raw standard streams (`StdinRaw`, `StdoutRaw`, `StderrRaw`): unbuffered fd 0, 1, 2
//! that treat a closed fd as success (`handle_ebadf`).

use std::io::{self, IoSlice, Read, Write};

use super::KernelRef;
use super::file_desc::FileDesc;
use crate::kernel::Errno;
use crate::stack::stream::{IntoInnerResult, Stream, StreamRef, no_into_inner};

fn is_ebadf(error: &io::Error) -> bool {
    Errno::of(error) == Some(Errno::Ebadf)
}

/// std's `handle_ebadf`: on a closed standard stream, pretend the call succeeded.
fn handle_ebadf<T>(
    result: io::Result<T>,
    default: impl FnOnce() -> io::Result<T>,
) -> io::Result<T> {
    match result {
        Err(ref e) if is_ebadf(e) => default(),
        other => other,
    }
}

/// std's `StdoutRaw` / `StderrRaw`: unbuffered writes to fd 1 or 2 that treat a closed fd as
/// success. Never closes the fd.
#[derive(Debug)]
pub struct RawStdStream {
    desc: FileDesc,
    name: &'static str,
}

impl RawStdStream {
    pub fn stdout(kernel: KernelRef) -> RawStdStream {
        RawStdStream {
            desc: FileDesc::new(kernel, 1, false, "StdoutRaw"),
            name: "StdoutRaw",
        }
    }

    pub fn stderr(kernel: KernelRef) -> RawStdStream {
        RawStdStream {
            desc: FileDesc::new(kernel, 2, false, "StderrRaw"),
            name: "StderrRaw",
        }
    }
}

impl Write for RawStdStream {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        handle_ebadf(self.desc.write(buf), || Ok(buf.len()))
    }

    fn write_vectored(&mut self, bufs: &[IoSlice<'_>]) -> io::Result<usize> {
        let total = bufs.iter().map(|b| b.len()).sum();
        handle_ebadf(self.desc.write_vectored(bufs), || Ok(total))
    }

    fn is_write_vectored(&self) -> bool {
        true
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        // std's default write_all loop over the raw fd, with EBADF forgiven for the whole call.
        handle_ebadf(self.desc.write_all(buf), || Ok(()))
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Stream for RawStdStream {
    fn type_name(&self) -> String {
        self.name.to_string()
    }
    fn name(&self) -> std::borrow::Cow<'_, str> {
        std::borrow::Cow::Borrowed(self.name)
    }
    fn writer(&mut self) -> Option<&mut dyn Write> {
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

/// std's `StdinRaw`: unbuffered reads from fd 0; a closed fd reads as end of file.
#[derive(Debug)]
pub struct RawStdin {
    desc: FileDesc,
}

impl RawStdin {
    pub fn new(kernel: KernelRef) -> RawStdin {
        RawStdin {
            desc: FileDesc::new(kernel, 0, false, "StdinRaw"),
        }
    }
}

impl Read for RawStdin {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        handle_ebadf(self.desc.read(buf), || Ok(0))
    }
    fn read_to_end(&mut self, buf: &mut Vec<u8>) -> io::Result<usize> {
        handle_ebadf(self.desc.read_to_end(buf), || Ok(0))
    }
    fn read_to_string(&mut self, buf: &mut String) -> io::Result<usize> {
        handle_ebadf(self.desc.read_to_string(buf), || Ok(0))
    }
}

impl Stream for RawStdin {
    fn type_name(&self) -> String {
        "StdinRaw".to_string()
    }
    fn name(&self) -> std::borrow::Cow<'_, str> {
        std::borrow::Cow::Borrowed("StdinRaw")
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
        Some(0)
    }
}
