//! Syscalls on paths and on a file's own state: `statx` of a path, `unlink`, `mkdir`,
//! `fsync`, `fdatasync`, `ftruncate` and `lseek`, each recorded as strace prints it.

use super::{AT_FDCWD, Call, Device, Kernel};
use crate::kernel::errno::Errno;
use crate::kernel::syscall::{STATX_PROBE, SyscallKind};

/// What `statx` tells of a path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FileStat {
    /// In bytes.
    pub size: u64,
    pub is_dir: bool,
}

/// `lseek`'s origin.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Whence {
    Set,
    Cur,
    End,
}

impl Whence {
    fn name(self) -> &'static str {
        match self {
            Whence::Set => "SEEK_SET",
            Whence::Cur => "SEEK_CUR",
            Whence::End => "SEEK_END",
        }
    }
}

impl Kernel {
    /// Whether a directory exists: the working directory (`.`), one the program made, or one
    /// outside what it can make (`/`, an absolute path's first component such as `/tmp`).
    pub(super) fn dir_exists(&self, path: &str) -> bool {
        self.dirs.contains(path)
            || path == "."
            || path == "/"
            || (path.starts_with('/') && !path[1..].contains('/'))
    }

    /// `statx(AT_FDCWD, path, AT_STATX_SYNC_AS_STAT, STATX_ALL, …)`: `fs::metadata`.
    pub fn statx_path(&mut self, path: &str) -> Result<FileStat, Errno> {
        let result = self
            .lookup_name(path)
            .and_then(|name| self.stat_named(&name));
        let detail = match result {
            Ok(stat) if stat.is_dir => format!("S_IFDIR|0755 {}", stat.size),
            Ok(stat) => format!("S_IFREG|0644 {}", stat.size),
            Err(_) => String::new(),
        };
        let call = Call {
            kind: SyscallKind::Statx,
            fd: AT_FDCWD,
            path: path.to_string(),
            detail,
            ..Call::default()
        };
        self.record(call, result.map(|_| 0));
        self.statx_answered(result.is_ok());
        result
    }

    /// After each statx, what std's `try_statx` does: the first one that fails before any has
    /// succeeded is followed by a probe, `statx(0, NULL, 0, STATX_BASIC_STATS|STATX_BTIME,
    /// NULL)`, whose `EFAULT` tells std that the kernel has statx (not a seccomp filter or a
    /// FUSE driver refusing it: rust-lang/rust#65662). Either way std trusts statx after that.
    pub(super) fn statx_answered(&mut self, succeeded: bool) {
        if std::mem::replace(&mut self.statx_trusted, true) || succeeded {
            return;
        }
        let probe = Call {
            kind: SyscallKind::Statx,
            fd: 0,
            detail: STATX_PROBE.to_string(),
            ..Call::default()
        };
        self.record(probe, Err(Errno::Efault));
    }

    fn stat_named(&self, name: &str) -> Result<FileStat, Errno> {
        if let Some(device) = self.paths.get(name) {
            let size = match &self.devices[device.0] {
                Device::RegularFile { contents, .. } => contents.len() as u64,
                _ => 0,
            };
            Ok(FileStat {
                size,
                is_dir: false,
            })
        } else if self.dir_exists(name) {
            Ok(FileStat {
                size: 4096,
                is_dir: true,
            })
        } else {
            self.check_parent(name)?;
            Err(Errno::Enoent)
        }
    }

    /// `unlink(path)`: `fs::remove_file`.
    pub fn unlink(&mut self, path: &str) -> Result<(), Errno> {
        let result = self.lookup_name(path).and_then(|name| {
            if self.paths.remove(&name).is_some() {
                Ok(())
            } else if self.dir_exists(&name) {
                Err(Errno::Eisdir)
            } else {
                self.check_parent(&name)?;
                Err(Errno::Enoent)
            }
        });
        let call = Call {
            kind: SyscallKind::Unlink,
            fd: AT_FDCWD,
            path: path.to_string(),
            ..Call::default()
        };
        self.record(call, result.map(|()| 0));
        result
    }

    /// `fchmod(fd, permissions)`: `fs::copy` gives the copy its source's permissions.
    pub fn fchmod(&mut self, fd: i32, permissions: &str) -> Result<(), Errno> {
        let result = self.description(fd).map(|_| ());
        let call = Call {
            kind: SyscallKind::Fchmod,
            fd,
            detail: permissions.to_string(),
            ..Call::default()
        };
        self.record(call, result.map(|()| 0));
        result
    }

    /// `mkdir(path, 0777)`: `fs::create_dir`, and each step of `create_dir_all`.
    pub fn mkdir(&mut self, path: &str) -> Result<(), Errno> {
        let result = self.lookup_name(path).and_then(|name| {
            if self.dir_exists(&name) || self.paths.contains_key(&name) {
                Err(Errno::Eexist)
            } else {
                self.check_parent(&name)?;
                self.dirs.insert(name);
                Ok(())
            }
        });
        let call = Call {
            kind: SyscallKind::Mkdir,
            fd: AT_FDCWD,
            path: path.to_string(),
            ..Call::default()
        };
        self.record(call, result.map(|()| 0));
        result
    }

    /// `fsync(fd)` (`File::sync_all`) or `fdatasync(fd)` (`File::sync_data`).
    pub fn sync(&mut self, fd: i32, data_only: bool) -> Result<(), Errno> {
        let result = self.description(fd).map(|_| ());
        let kind = if data_only {
            SyscallKind::Fdatasync
        } else {
            SyscallKind::Fsync
        };
        self.record(
            Call {
                kind,
                fd,
                ..Call::default()
            },
            result.map(|()| 0),
        );
        result
    }

    /// `ftruncate(fd, len)`: `File::set_len` (a file opened for writing only).
    pub fn ftruncate(&mut self, fd: i32, len: u64) -> Result<(), Errno> {
        let result = self.description(fd).and_then(|d| {
            let d = d.borrow();
            if !d.writable {
                return Err(Errno::Einval);
            }
            if let Device::RegularFile { contents, .. } = &mut self.devices[d.device.0] {
                if len > super::super::FILE_SIZE_LIMIT {
                    self.file_too_large = true;
                    return Err(Errno::Efbig);
                }
                contents.resize(len as usize, 0);
            }
            Ok(())
        });
        self.record(
            Call {
                kind: SyscallKind::Ftruncate,
                fd,
                detail: len.to_string(),
                ..Call::default()
            },
            result.map(|()| 0),
        );
        result
    }

    /// `lseek(fd, offset, whence)`: `Seek::seek`; the new offset.
    pub fn lseek(&mut self, fd: i32, offset: i64, whence: Whence) -> Result<u64, Errno> {
        let result = self.description(fd).and_then(|d| {
            let mut d = d.borrow_mut();
            let size = match &self.devices[d.device.0] {
                Device::RegularFile { contents, .. } => contents.len() as i128,
                _ => return Err(Errno::Espipe),
            };
            let base = match whence {
                Whence::Set => 0,
                Whence::Cur => i128::from(d.offset),
                Whence::End => size,
            };
            let target = base + i128::from(offset);
            let target = u64::try_from(target).map_err(|_| Errno::Einval)?;
            d.offset = target;
            Ok(target)
        });
        self.record(
            Call {
                kind: SyscallKind::Lseek,
                fd,
                detail: format!("{offset}, {}", whence.name()),
                ..Call::default()
            },
            result,
        );
        result
    }
}
