//! `std::fs::File` over a simulated fd: owns it, closes it on drop, sizes `read_to_end` with
//! `statx` + `lseek`.

use std::io::{self, IoSlice, Read, Write};

use super::KernelRef;
use super::file_desc::FileDesc;
use crate::kernel::sim_kernel::Whence;
use crate::stack::read_to_end::{fd_read_to_end, fd_read_to_string};
use crate::stack::stream::{FileMethods, IntoInnerResult, Stream, StreamRef, no_into_inner};

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

impl FileMethods for SimFile {
    fn sync(&mut self, data_only: bool) -> io::Result<()> {
        let fd = self.desc.fd;
        self.desc.syscall(|k| k.sync(fd, data_only))
    }

    fn set_len(&mut self, len: u64) -> io::Result<()> {
        let fd = self.desc.fd;
        self.desc.syscall(|k| k.ftruncate(fd, len))
    }

    fn len_by_statx(&mut self) -> io::Result<u64> {
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
    fn file(&mut self) -> Option<&mut dyn FileMethods> {
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
