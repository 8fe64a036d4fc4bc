//! The syscalls std's handles make on fds: `openat`, `close`, `fcntl` (dup), `read`, `write`,
//! `writev`, socket calls, and the size probes `statx`/`lseek` std makes before `read_to_end`.

use std::rc::Rc;

use super::{AT_FDCWD, Call, Description, Kernel, OpenMode};
use crate::kernel::device::Device;
use crate::kernel::errno::Errno;
use crate::kernel::syscall::SyscallKind;

/// The lowest port a connection the program opens is given ([`Kernel::connect`]).
pub const FIRST_CONNECTION_PORT: u16 = 40000;

impl Kernel {
    /// `openat(AT_FDCWD, path, flags)`, with the flags std's `OpenOptions` computes. The
    /// caller has checked the options ([`OpenMode::strace_flags`]), as std does before it
    /// makes the syscall.
    pub fn openat(&mut self, path: &str, mode: OpenMode) -> Result<i32, Errno> {
        self.openat_with_permissions(path, mode, "0666")
    }

    /// `openat` asking a new file's permissions (`fs::copy`: the source's, `0100644`).
    pub fn openat_with_permissions(
        &mut self,
        path: &str,
        mode: OpenMode,
        permissions: &str,
    ) -> Result<i32, Errno> {
        let flags = mode.strace_flags().unwrap_or_default();
        let result = self
            .lookup_name(path)
            .and_then(|name| self.open_named(name, mode));
        let detail = if mode.creates() {
            format!("{flags}, {permissions}")
        } else {
            flags
        };
        let call = Call {
            kind: SyscallKind::Openat,
            fd: AT_FDCWD,
            path: path.to_string(),
            detail,
            ..Call::default()
        };
        self.record(call, result.map(|fd| fd as u64));
        result
    }

    /// What `openat` does with the file kept under `name` ([`Kernel::lookup_name`]): a new
    /// file needs its directory.
    fn open_named(&mut self, name: String, mode: OpenMode) -> Result<i32, Errno> {
        let existing = self.paths.get(&name).copied();
        if existing.is_none() {
            self.check_parent(&name)?;
        }
        match existing {
            Some(_) if mode.create_new => Err(Errno::Eexist),
            None if !mode.creates() => Err(Errno::Enoent),
            existing => {
                let device = existing.unwrap_or_else(|| {
                    let id = self.add_device(Device::RegularFile {
                        path: name.clone(),
                        contents: Vec::new(),
                    });
                    self.paths.insert(name, id);
                    id
                });
                if let (true, Device::RegularFile { contents, .. }) =
                    (mode.truncate, &mut self.devices[device.0])
                {
                    contents.clear();
                }
                let description = Description {
                    device,
                    offset: 0,
                    readable: mode.read,
                    writable: mode.write || mode.append,
                    append: mode.append,
                };
                Ok(self.install_description(Rc::new(std::cell::RefCell::new(description))))
            }
        }
    }

    /// `close(fd)`.
    pub fn close(&mut self, fd: i32) -> Result<(), Errno> {
        let path = self.fd_path(fd);
        let result = self.description(fd).map(|_| {
            self.fds[fd as usize] = None;
        });
        let call = Call {
            kind: SyscallKind::Close,
            fd,
            path,
            ..Call::default()
        };
        self.record(call, result.map(|()| 0));
        result
    }

    /// `fcntl(fd, F_DUPFD_CLOEXEC, 3)`, which `try_clone` uses: a new fd (≥ 3) sharing the
    /// description and so the offset.
    pub fn dup(&mut self, fd: i32) -> Result<i32, Errno> {
        let result = self.description(fd).map(|description| {
            while self.fds.len() < 3 {
                self.fds.push(None);
            }
            let free = self
                .fds
                .iter()
                .skip(3)
                .position(Option::is_none)
                .map(|i| i + 3);
            match free {
                Some(index) => {
                    self.fds[index] = Some(description);
                    index as i32
                }
                None => {
                    self.fds.push(Some(description));
                    (self.fds.len() - 1) as i32
                }
            }
        });
        self.record(
            Call {
                kind: SyscallKind::Fcntl,
                fd,
                ..Call::default()
            },
            result.map(|n| n as u64),
        );
        result
    }

    /// `write(fd, buf, len)`.
    pub fn write(&mut self, fd: i32, buf: &[u8]) -> Result<usize, Errno> {
        self.within_budget()?;
        let result = self.write_device(fd, &[buf]);
        let call = Call {
            kind: SyscallKind::Write,
            fd,
            requested: buf.len(),
            ..Call::default()
        };
        self.record_data(call, result.map(|n| n as u64), &[buf], &result);
        result
    }

    /// `writev(fd, iov, iovcnt)`.
    pub fn writev(&mut self, fd: i32, bufs: &[&[u8]]) -> Result<usize, Errno> {
        self.within_budget()?;
        let result = self.write_device(fd, bufs);
        let iov: Vec<usize> = bufs.iter().map(|b| b.len()).collect();
        let call = Call {
            kind: SyscallKind::Writev,
            fd,
            requested: iov.iter().sum(),
            iov,
            ..Call::default()
        };
        self.record_data(call, result.map(|n| n as u64), bufs, &result);
        result
    }

    /// `sendto(fd, buf, len, MSG_NOSIGNAL, NULL, 0)`: a socket write.
    pub fn sendto(&mut self, fd: i32, buf: &[u8]) -> Result<usize, Errno> {
        self.within_budget()?;
        let result = self.write_device(fd, &[buf]);
        let call = Call {
            kind: SyscallKind::Sendto,
            fd,
            requested: buf.len(),
            ..Call::default()
        };
        self.record_data(call, result.map(|n| n as u64), &[buf], &result);
        result
    }

    /// `read(fd, buf, len)`.
    pub fn read(&mut self, fd: i32, buf: &mut [u8]) -> Result<usize, Errno> {
        self.within_budget()?;
        let result = self.read_device(fd, buf);
        let call = Call {
            kind: SyscallKind::Read,
            fd,
            requested: buf.len(),
            ..Call::default()
        };
        let returned = &buf[..*result.as_ref().unwrap_or(&0)];
        self.record_data(call, result.map(|n| n as u64), &[returned], &result);
        result
    }

    /// `recvfrom(fd, buf, len, 0, NULL, NULL)`: a socket read.
    pub fn recvfrom(&mut self, fd: i32, buf: &mut [u8]) -> Result<usize, Errno> {
        self.receive(fd, buf, false)
    }

    /// `recvfrom(fd, buf, len, MSG_PEEK, NULL, NULL)`: `TcpStream::peek`, which leaves the
    /// bytes for the next read.
    pub fn recvfrom_peek(&mut self, fd: i32, buf: &mut [u8]) -> Result<usize, Errno> {
        self.receive(fd, buf, true)
    }

    fn receive(&mut self, fd: i32, buf: &mut [u8], peek: bool) -> Result<usize, Errno> {
        self.within_budget()?;
        let result = if peek {
            self.peek_device(fd, buf)
        } else {
            self.read_device(fd, buf)
        };
        let call = Call {
            kind: SyscallKind::Recvfrom,
            fd,
            requested: buf.len(),
            detail: if peek {
                "MSG_PEEK".into()
            } else {
                String::new()
            },
            ..Call::default()
        };
        let returned = &buf[..*result.as_ref().unwrap_or(&0)];
        self.record_data(call, result.map(|n| n as u64), &[returned], &result);
        result
    }

    /// `statx(fd, "", AT_EMPTY_PATH, STATX_ALL, …)`: the file's size.
    pub fn statx_size(&mut self, fd: i32) -> Result<u64, Errno> {
        let result = self
            .description(fd)
            .map(|d| match &self.devices[d.borrow().device.0] {
                Device::RegularFile { contents, .. } => contents.len() as u64,
                _ => 0,
            });
        let detail = result.map(|size| size.to_string()).unwrap_or_default();
        let call = Call {
            kind: SyscallKind::Statx,
            fd,
            detail,
            ..Call::default()
        };
        self.record(call, result.map(|_| 0));
        self.statx_answered(result.is_ok());
        result
    }

    /// `lseek(fd, 0, SEEK_CUR)`: the current offset.
    pub fn lseek_current(&mut self, fd: i32) -> Result<u64, Errno> {
        let result = self.description(fd).map(|d| d.borrow().offset);
        self.record(
            Call {
                kind: SyscallKind::Lseek,
                fd,
                ..Call::default()
            },
            result,
        );
        result
    }

    /// `socket(AF_INET, SOCK_STREAM|SOCK_CLOEXEC, IPPROTO_TCP)` then `connect(fd, address)`.
    /// The connection's own port is the kernel's pick: Linux's is random in its ephemeral
    /// range (32768–60999), so bufscope's is one of five digits too, from
    /// [`FIRST_CONNECTION_PORT`], and a program printing it prints as many bytes.
    pub fn connect(&mut self, address: &str) -> Result<i32, Errno> {
        let incoming = self.peers.get(address).cloned();
        let local_port = FIRST_CONNECTION_PORT + (self.devices.len() % 10_000) as u16;
        let device = self.add_device(Device::Socket {
            address: address.to_string(),
            incoming: incoming.clone().unwrap_or_default(),
            position: 0,
            outgoing: Vec::new(),
            write_shut: false,
            read_shut: false,
            options: Default::default(),
            local_port: Some(local_port),
        });
        let fd = self.install(device, true, true);
        self.record_socket(fd);
        let result = match incoming {
            Some(_) => Ok(fd),
            None => Err(Errno::Econnrefused),
        };
        let call = Call {
            kind: SyscallKind::Connect,
            fd,
            path: address.to_string(),
            ..Call::default()
        };
        self.record(call, result.map(|_| 0));
        if result.is_err() {
            // std closes the socket it made when connect fails.
            let _ = self.close(fd);
        }
        result
    }
}
