//! The calls `io::copy` makes when both ends are fds (std's `kernel_copy`): `statx` of each fd
//! to learn what it is, then `copy_file_range`, `sendfile` or `splice`, each moving bytes from
//! one fd to the other without passing them through the program. Each answers as Linux 6.x
//! does (checked with strace on the machine the differential test runs on): `copy_file_range`
//! wants two regular files and no `O_APPEND` on the output (`EBADF`); `sendfile` wants a
//! regular file to read and no `O_APPEND` on the output (`EINVAL`), and writes to a terminal
//! or /dev/null; `splice` wants a pipe on one side (`EINVAL`).

use super::{Call, Kernel};
use crate::kernel::device::Device;
use crate::kernel::errno::Errno;
use crate::kernel::syscall::SyscallKind;
use crate::trace::Cause;

/// What a pipe holds before its reader drains it: 16 pages. In bytes. How a longer splice
/// from a socket splits depends on its packets (strace showed 65536, 65536, 64512, 4416 for
/// 200,000 bytes), so `io::copy` refuses a socket with more than this to splice.
pub const PIPE_CAPACITY: usize = 16 * 4096;

/// What an fd is, as `statx`'s `stx_mode` tells it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileType {
    Regular,
    CharDevice,
    Fifo,
    Socket,
}

/// What `statx` of an fd reports: its type and size (`st_size`: the whole file's length,
/// whatever the fd's offset).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FdStat {
    pub file_type: FileType,
    /// In bytes.
    pub size: u64,
}

impl Kernel {
    /// What `fd` is, without a syscall (for deciding before a run whether bufscope runs it).
    pub fn fd_stat(&self, fd: i32) -> Option<FdStat> {
        let description = self.description(fd).ok()?;
        let device = description.borrow().device;
        let (file_type, size) = match &self.devices[device.0] {
            Device::RegularFile { contents, .. } => (FileType::Regular, contents.len() as u64),
            Device::Terminal | Device::Null => (FileType::CharDevice, 0),
            // stdin is shown as a pipe (`pipe:[0]`).
            Device::Pipe { .. } | Device::Input { .. } => (FileType::Fifo, 0),
            Device::Socket { .. } | Device::Listener { .. } | Device::Udp { .. } => {
                (FileType::Socket, 0)
            }
        };
        Some(FdStat { file_type, size })
    }

    /// Bytes `fd` still has to deliver (a socket's, a file's from its offset): `None` for a
    /// closed fd.
    pub fn pending_input(&self, fd: i32) -> Option<usize> {
        self.peek_input(fd, usize::MAX)
            .ok()
            .map(|bytes| bytes.len())
    }

    /// Whether `fd` was opened with `O_APPEND`.
    pub fn is_append(&self, fd: i32) -> bool {
        self.description(fd).is_ok_and(|d| d.borrow().append)
    }

    /// `statx(fd, "", AT_STATX_SYNC_AS_STAT|AT_EMPTY_PATH, STATX_ALL, …)` as `File::metadata`
    /// makes it for `io::copy`: the record's detail is `MASK MODE SIZE`, what strace shows.
    pub fn statx_fd(&mut self, fd: i32) -> Result<FdStat, Errno> {
        let result = self.fd_stat(fd).ok_or(Errno::Ebadf);
        let terminal = matches!(
            self.description(fd)
                .map(|d| &self.devices[d.borrow().device.0]),
            Ok(Device::Terminal)
        );
        let detail = match result {
            Ok(stat) => {
                let (mask, mode) = match stat.file_type {
                    FileType::Regular => ("STATX_ALL|STATX_MNT_ID", "S_IFREG|0644"),
                    // A pseudo-terminal and a pipe report no birth time.
                    FileType::CharDevice if terminal => {
                        ("STATX_BASIC_STATS|STATX_MNT_ID", "S_IFCHR|0600")
                    }
                    FileType::CharDevice => ("STATX_ALL|STATX_MNT_ID", "S_IFCHR|0666"),
                    FileType::Fifo => ("STATX_BASIC_STATS|STATX_MNT_ID", "S_IFIFO|0600"),
                    FileType::Socket => ("STATX_BASIC_STATS|STATX_MNT_ID", "S_IFSOCK|0777"),
                };
                format!("{mask} {mode} {}", stat.size)
            }
            Err(_) => String::new(),
        };
        let call = Call {
            kind: SyscallKind::Statx,
            fd,
            detail,
            cause: Some(Cause::KernelCopy),
            ..Call::default()
        };
        self.record(call, result.map(|_| 0));
        self.statx_answered(result.is_ok());
        result
    }

    /// `copy_file_range(fd_in, NULL, fd_out, NULL, len, 0)`.
    pub fn copy_file_range(&mut self, fd_in: i32, fd_out: i32, len: usize) -> Result<usize, Errno> {
        self.within_budget()?;
        let result = self.check_copy_file_range(fd_in, fd_out, len);
        self.kernel_copy(
            SyscallKind::CopyFileRange,
            (fd_in, fd_out),
            (len, len),
            result,
        )
    }

    /// `sendfile(fd_out, fd_in, NULL, len)`.
    pub fn sendfile(&mut self, fd_out: i32, fd_in: i32, len: usize) -> Result<usize, Errno> {
        self.within_budget()?;
        let result = self.check_sendfile(fd_in, fd_out);
        self.kernel_copy(SyscallKind::Sendfile, (fd_in, fd_out), (len, len), result)
    }

    /// `splice(fd_in, NULL, fd_out, NULL, len, 0)`.
    pub fn splice(&mut self, fd_in: i32, fd_out: i32, len: usize) -> Result<usize, Errno> {
        self.within_budget()?;
        let fifo = |k: &Kernel, fd| k.fd_stat(fd).map(|s| s.file_type == FileType::Fifo);
        let result = match (fifo(self, fd_in), fifo(self, fd_out)) {
            (None, _) | (_, None) => Err(Errno::Ebadf),
            (Some(false), Some(false)) => Err(Errno::Einval),
            _ => Ok(()),
        };
        // A pipe holds at most its capacity (16 pages) until its reader drains it.
        let room = if fifo(self, fd_out) == Some(true) {
            len.min(PIPE_CAPACITY)
        } else {
            len
        };
        self.kernel_copy(SyscallKind::Splice, (fd_in, fd_out), (len, room), result)
    }

    fn check_copy_file_range(&self, fd_in: i32, fd_out: i32, len: usize) -> Result<(), Errno> {
        let (input, output) = (self.description(fd_in)?, self.description(fd_out)?);
        let (input, output) = (input.borrow(), output.borrow());
        if !input.readable || !output.writable || output.append {
            return Err(Errno::Ebadf);
        }
        let regular =
            |id: crate::kernel::DeviceId| matches!(self.devices[id.0], Device::RegularFile { .. });
        if !regular(input.device) || !regular(output.device) {
            return Err(Errno::Einval);
        }
        if input.device == output.device {
            // The same file: the ranges (the input's cut at its end) must not overlap.
            let size = self.fd_stat(fd_in).map_or(0, |s| s.size);
            let count = (len as u64).min(size.saturating_sub(input.offset));
            if output.offset < input.offset + count && input.offset < output.offset + count {
                return Err(Errno::Einval);
            }
        }
        Ok(())
    }

    fn check_sendfile(&self, fd_in: i32, fd_out: i32) -> Result<(), Errno> {
        let (input, output) = (self.description(fd_in)?, self.description(fd_out)?);
        let (input, output) = (input.borrow(), output.borrow());
        if !input.readable || !output.writable {
            return Err(Errno::Ebadf);
        }
        // Only a file can be mapped; an O_APPEND output is refused.
        if !matches!(self.devices[input.device.0], Device::RegularFile { .. }) || output.append {
            return Err(Errno::Einval);
        }
        Ok(())
    }

    /// Moves up to `room` bytes from `fd_in` to `fd_out` (asked for `len`) once the call's
    /// checks passed: what the output accepts (faults may shorten it) is what leaves the
    /// input. Records the call on the output fd (the input fd in its detail) with the moved
    /// bytes as its payload.
    fn kernel_copy(
        &mut self,
        kind: SyscallKind,
        (fd_in, fd_out): (i32, i32),
        (len, room): (usize, usize),
        checked: Result<(), Errno>,
    ) -> Result<usize, Errno> {
        let mut data = Vec::new();
        let result = checked.and_then(|()| {
            data = self.peek_input(fd_in, room)?;
            let moved = self.write_device(fd_out, &[&data])?;
            data.truncate(moved);
            self.advance_input(fd_in, moved)?;
            Ok(moved)
        });
        // The record is the output's: its fd, path and device are where the bytes went.
        let call = Call {
            kind,
            fd: fd_out,
            requested: len,
            detail: fd_in.to_string(),
            cause: Some(Cause::KernelCopy),
            ..Call::default()
        };
        self.record_data(call, result.map(|n| n as u64), &[&data], &result);
        result
    }

    /// The next bytes `fd` would read, up to `len`, without reading them.
    fn peek_input(&self, fd: i32, len: usize) -> Result<Vec<u8>, Errno> {
        let description = self.description(fd)?;
        let description = description.borrow();
        if !description.readable {
            return Err(Errno::Ebadf);
        }
        let max = len.min(self.faults.max_bytes_per_read.unwrap_or(usize::MAX));
        let rest =
            super::device_io::unread(&self.devices[description.device.0], description.offset)?;
        Ok(rest[..rest.len().min(max)].to_vec())
    }

    /// Marks `n` bytes of `fd`'s input as read.
    fn advance_input(&mut self, fd: i32, n: usize) -> Result<(), Errno> {
        let description = self.description(fd)?;
        let mut description = description.borrow_mut();
        let device = description.device.0;
        super::device_io::consume(&mut self.devices[device], &mut description.offset, n);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::kernel::errno::Errno;
    use crate::kernel::{Environment, Kernel, OpenMode, StreamTarget};

    fn kernel(stdout: StreamTarget) -> Kernel {
        Kernel::new(&Environment {
            files: [("in.txt".to_string(), b"hello world".to_vec())].into(),
            stdout,
            ..Environment::default()
        })
    }

    #[test]
    fn copy_file_range_moves_between_regular_files_and_ends_with_zero() {
        let mut k = kernel(StreamTarget::File);
        let fd = k.openat("in.txt", OpenMode::READ).expect("open");
        assert_eq!(k.copy_file_range(fd, 1, 1 << 30), Ok(11));
        assert_eq!(k.copy_file_range(fd, 1, 1 << 30), Ok(0));
        assert_eq!(k.file("/tmp/fd1.out"), Some(&b"hello world"[..]));
    }

    #[test]
    fn each_call_refuses_what_linux_refuses() {
        let mut k = kernel(StreamTarget::Terminal);
        let fd = k.openat("in.txt", OpenMode::READ).expect("open");
        assert_eq!(k.copy_file_range(fd, 1, 5), Err(Errno::Einval));
        assert_eq!(k.splice(fd, 1, 5), Err(Errno::Einval));
        let append = OpenMode {
            append: true,
            create: true,
            ..OpenMode::default()
        };
        let out = k.openat("out.txt", append).expect("open");
        assert_eq!(k.copy_file_range(fd, out, 5), Err(Errno::Ebadf));
        assert_eq!(k.sendfile(out, fd, 5), Err(Errno::Einval));
        assert_eq!(k.sendfile(1, fd, 5), Ok(5));
        assert_eq!(k.terminal().bytes(), b"hello");
    }

    #[test]
    fn splice_moves_a_sockets_bytes_into_a_pipe_a_pipeful_at_a_time() {
        let mut k = Kernel::new(&Environment {
            stdout: StreamTarget::Pipe,
            peers: [("127.0.0.1:9".to_string(), vec![7; 70_000])].into(),
            ..Environment::default()
        });
        let fd = k.connect("127.0.0.1:9").expect("connect");
        assert_eq!(k.pending_input(fd), Some(70_000));
        assert_eq!(k.splice(fd, 1, 0x7fff_f000), Ok(65_536));
        assert_eq!(k.splice(fd, 1, 0x7fff_f000), Ok(4_464));
        assert_eq!(k.splice(fd, 1, 0x7fff_f000), Ok(0));
        let records: Vec<_> = k.recorder.log.iter().skip(2).collect();
        assert!(
            records
                .iter()
                .all(|r| r.fd == 1 && r.detail == fd.to_string())
        );
    }
}
