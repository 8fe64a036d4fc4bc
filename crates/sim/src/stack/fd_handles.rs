//! The bottom of every stack: handles over simulated file descriptors.
//!
//! These stand where std has `File`, `TcpStream` and the raw standard streams: each method is
//! the syscall std's Unix implementation makes (`write` → `write(2)`, `write_vectored` →
//! `writev`, `TcpStream::read` → `recvfrom`), and the few behaviours std adds at this level
//! are kept: a closed fd 1 or 2 swallows output (`handle_ebadf`), `File` sizes `read_to_end`
//! with `statx` + `lseek`.

use std::cell::RefCell;
use std::io::{self, IoSlice, Read, Write};
use std::rc::Rc;

use super::read_to_end::{ProbeObserver, fd_read_to_end, fd_read_to_string};
use super::stream::{IntoInnerResult, Stream, StreamRef, no_into_inner};
use crate::kernel::sim_kernel::Whence;
use crate::kernel::{Errno, Kernel};
use crate::trace::{Cause, Frame};

/// The kernel of a run, shared by every handle in it.
pub type KernelRef = Rc<RefCell<Kernel>>;

/// At most this many iov entries per `writev` (Linux `UIO_MAXIOV`), as std passes.
const UIO_MAXIOV: usize = 1024;

/// Raw syscalls on one fd: what `FileDesc` is in std.
#[derive(Debug, Clone)]
struct FileDesc {
    kernel: KernelRef,
    fd: i32,
    socket: bool,
    probing: bool,
    /// `File::read`, `TcpStream::write`…: the last frame of every caused-by stack.
    read_frame: Frame,
    write_frame: Frame,
}

impl FileDesc {
    fn new(kernel: KernelRef, fd: i32, socket: bool, owner: &str) -> FileDesc {
        let read_frame = Frame::new(format!("{owner}::read"));
        let write_frame = Frame::new(format!("{owner}::write"));
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
    fn syscall_in<T>(
        &self,
        frame: &Frame,
        call: impl FnOnce(&mut Kernel) -> Result<T, Errno>,
    ) -> io::Result<T> {
        // A tap above may have named this very call already.
        let named = self.kernel.borrow().context.innermost() == Some(frame);
        if named {
            return self.syscall(call);
        }
        self.kernel.borrow_mut().context.push(frame.clone(), None);
        let result = self.syscall(call);
        self.kernel.borrow_mut().context.pop();
        result
    }

    fn syscall<T>(&self, call: impl FnOnce(&mut Kernel) -> Result<T, Errno>) -> io::Result<T> {
        let mut kernel = self.kernel.borrow_mut();
        if self.probing {
            kernel
                .context
                .push(Frame::new("read_to_end probe"), Some(Cause::EofProbe));
        }
        let result = call(&mut kernel);
        if self.probing {
            kernel.context.pop();
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

/// `std::fs::File`: owns its fd and closes it when dropped.
#[derive(Debug)]
pub struct SimFile {
    desc: FileDesc,
    /// False after `into_raw_fd`/`mem::forget`-like handovers: then dropping does not close.
    owns_fd: bool,
}

impl SimFile {
    /// A `File` owning `fd` (from `open`, `create`, `try_clone` or `from_raw_fd`).
    pub fn new(kernel: KernelRef, fd: i32) -> SimFile {
        SimFile {
            desc: FileDesc::new(kernel, fd, false, "File"),
            owns_fd: true,
        }
    }

    /// `buffer_capacity_required`: the file's size minus the current offset, or `None` when
    /// either syscall fails.
    fn size_hint(&mut self) -> Option<usize> {
        let fd = self.desc.fd;
        let size = self.desc.syscall(|k| k.statx_size(fd)).ok()?;
        let position = self.desc.syscall(|k| k.lseek_current(fd)).ok()?;
        Some(size.saturating_sub(position) as usize)
    }

    /// `fs::read`: the whole file, sized by `statx` alone (std asks the new file's
    /// `metadata`, not its offset).
    pub fn read_whole(&mut self) -> io::Result<Vec<u8>> {
        let size = self.metadata_size();
        let mut bytes = Vec::new();
        bytes
            .try_reserve_exact(size.unwrap_or(0))
            .map_err(|_| io::Error::from(io::ErrorKind::OutOfMemory))?;
        fd_read_to_end(&mut self.desc, &mut bytes, size)?;
        Ok(bytes)
    }

    /// `fs::read_to_string`: as [`SimFile::read_whole`], into a `String`.
    pub fn read_whole_string(&mut self) -> io::Result<String> {
        let size = self.metadata_size();
        let mut text = String::new();
        text.try_reserve_exact(size.unwrap_or(0))
            .map_err(|_| io::Error::from(io::ErrorKind::OutOfMemory))?;
        fd_read_to_string(&mut self.desc, &mut text, size)?;
        Ok(text)
    }

    /// `file.metadata().map(|m| m.len() as usize).ok()`.
    fn metadata_size(&mut self) -> Option<usize> {
        let fd = self.desc.fd;
        let size = self.desc.syscall(|k| k.statx_size(fd)).ok()?;
        Some(size as usize)
    }

    /// Gives up ownership of the fd (`into_raw_fd`): dropping no longer closes it.
    pub fn release(&mut self) -> i32 {
        self.owns_fd = false;
        self.desc.fd
    }
}

impl Write for SimFile {
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

/// `impl Seek for File`: `lseek` with the offset and origin asked for.
impl io::Seek for SimFile {
    fn seek(&mut self, pos: io::SeekFrom) -> io::Result<u64> {
        let fd = self.desc.fd;
        let (offset, whence) = match pos {
            io::SeekFrom::Start(n) => (i64::try_from(n).unwrap_or(i64::MAX), Whence::Set),
            io::SeekFrom::End(n) => (n, Whence::End),
            io::SeekFrom::Current(n) => (n, Whence::Cur),
        };
        self.desc.syscall(|k| k.lseek(fd, offset, whence))
    }
}

impl SimFile {
    /// `sync_all` (`fsync`) or `sync_data` (`fdatasync`).
    pub fn sync(&mut self, data_only: bool) -> io::Result<()> {
        let fd = self.desc.fd;
        self.desc.syscall(|k| k.sync(fd, data_only))
    }

    /// `set_len`: `ftruncate`.
    pub fn set_len(&mut self, len: u64) -> io::Result<()> {
        let fd = self.desc.fd;
        self.desc.syscall(|k| k.ftruncate(fd, len))
    }

    /// `metadata().len()`: `statx` of the fd.
    pub fn len_by_statx(&mut self) -> io::Result<u64> {
        let fd = self.desc.fd;
        self.desc.syscall(|k| k.statx_size(fd))
    }
}

impl Read for SimFile {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.desc.read(buf)
    }

    /// `impl Read for &File`: reserve the remaining size, then read with it as the hint.
    fn read_to_end(&mut self, buf: &mut Vec<u8>) -> io::Result<usize> {
        let size = self.size_hint();
        buf.try_reserve(size.unwrap_or(0))
            .map_err(|_| io::Error::from(io::ErrorKind::OutOfMemory))?;
        fd_read_to_end(&mut self.desc, buf, size)
    }

    fn read_to_string(&mut self, buf: &mut String) -> io::Result<usize> {
        let size = self.size_hint();
        buf.try_reserve(size.unwrap_or(0))
            .map_err(|_| io::Error::from(io::ErrorKind::OutOfMemory))?;
        fd_read_to_string(&mut self.desc, buf, size)
    }
}

impl Drop for SimFile {
    fn drop(&mut self) {
        if self.owns_fd {
            // std ignores errors from close.
            let fd = self.desc.fd;
            let _ = self.desc.syscall(|k| k.close(fd));
        }
    }
}

impl Stream for SimFile {
    fn type_name(&self) -> String {
        "File".to_string()
    }
    fn name(&self) -> std::borrow::Cow<'_, str> {
        std::borrow::Cow::Borrowed("File")
    }
    fn writer(&mut self) -> Option<&mut dyn Write> {
        Some(self)
    }
    fn reader(&mut self) -> Option<&mut dyn Read> {
        Some(self)
    }
    fn seeker(&mut self) -> Option<&mut dyn io::Seek> {
        Some(self)
    }
    fn as_file(&mut self) -> Option<&mut SimFile> {
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
