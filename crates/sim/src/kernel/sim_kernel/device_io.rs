//! The devices behind the fds: how a write lands in a file, the terminal, a pipe or a socket
//! (with the faults that shorten it), how a read drains an input, and what each device holds.

use std::collections::BTreeMap;

use super::Kernel;
use super::fd_table::open_description;
use crate::kernel::device::{Device, DeviceId};
use crate::kernel::errno::Errno;
use crate::kernel::terminal::Terminal;

impl Kernel {
    // --- devices ----------------------------------------------------------------------------

    pub(super) fn write_device(&mut self, fd: i32, bufs: &[&[u8]]) -> Result<usize, Errno> {
        // Borrowed from the table, not cloned out of it: no reference count moves per write.
        let description = open_description(&self.fds, fd).ok_or(Errno::Ebadf)?;
        let mut description = description.borrow_mut();
        if !description.writable {
            return Err(Errno::Ebadf);
        }
        let wanted: usize = bufs.iter().map(|b| b.len()).sum();
        let mut accept = self
            .faults
            .max_bytes_per_write
            .map_or(wanted, |max| wanted.min(max));
        let device = &mut self.devices[description.device.0];
        if let (Device::RegularFile { .. }, Some(limit)) = (&device, self.faults.disk_full_after) {
            let room = limit.saturating_sub(self.disk_used) as usize;
            if room == 0 && wanted > 0 {
                return Err(Errno::Enospc);
            }
            accept = accept.min(room);
        }
        // Only the accepted bytes are copied, once, straight from the caller's buffers (no
        // list of them is collected: a write allocates nothing here). They are all moved:
        // `accept` is at most what the buffers hold.
        let parts = || accepted_parts(bufs, accept);
        let moved = accept;
        match device {
            Device::RegularFile { contents, .. } => {
                let at = if description.append {
                    contents.len() as u64
                } else {
                    description.offset
                };
                if at.saturating_add(moved as u64) > super::super::FILE_SIZE_LIMIT {
                    self.file_too_large = true;
                    return Err(Errno::Efbig);
                }
                let at = at as usize;
                if contents.len() < at + moved {
                    contents.resize(at + moved, 0);
                }
                let mut offset = at;
                for part in parts() {
                    contents[offset..offset + part.len()].copy_from_slice(part);
                    offset += part.len();
                }
                description.offset = (at + moved) as u64;
                self.disk_used += moved as u64;
            }
            Device::Terminal => parts().for_each(|part| self.terminal.write(part)),
            Device::Pipe { drained } => parts().for_each(|part| drained.extend_from_slice(part)),
            Device::Null => {}
            Device::Input { .. } => return Err(Errno::Ebadf),
            Device::Socket {
                write_shut: true, ..
            } => return Err(Errno::Epipe),
            Device::Socket { outgoing, .. } => {
                parts().for_each(|part| outgoing.extend_from_slice(part))
            }
            // A UDP socket's datagrams go through `send_datagram` (`udp_calls`).
            Device::Listener { .. } | Device::Udp { .. } => return Err(Errno::Enotconn),
        }
        Ok(moved)
    }

    pub(super) fn read_device(&mut self, fd: i32, buf: &mut [u8]) -> Result<usize, Errno> {
        self.take_from_device(fd, buf, true)
    }

    /// What `read_device` would copy, left where it is (`recv` with `MSG_PEEK`).
    pub(super) fn peek_device(&mut self, fd: i32, buf: &mut [u8]) -> Result<usize, Errno> {
        self.take_from_device(fd, buf, false)
    }

    fn take_from_device(&mut self, fd: i32, buf: &mut [u8], take: bool) -> Result<usize, Errno> {
        let description = self.description(fd)?;
        let mut description = description.borrow_mut();
        if !description.readable {
            return Err(Errno::Ebadf);
        }
        let max_read = self.faults.max_bytes_per_read.unwrap_or(usize::MAX);
        let source = unread(&self.devices[description.device.0], description.offset)?;
        let n = source.len().min(buf.len()).min(max_read);
        buf[..n].copy_from_slice(&source[..n]);
        if take {
            consume(
                &mut self.devices[description.device.0],
                &mut description.offset,
                n,
            );
        }
        Ok(n)
    }

    /// What the devices hold (their capacity: a growing `Vec` holds up to twice its bytes):
    /// files, pipes' and sockets' output, inputs, the terminal's bytes. Part of the simulated
    /// process's memory budget. In bytes.
    pub fn stored_bytes(&self) -> u64 {
        let devices: usize = self
            .devices
            .iter()
            .map(|device| match device {
                Device::RegularFile { contents, .. } => contents.capacity(),
                Device::Pipe { drained } => drained.capacity(),
                Device::Input { bytes, .. } => bytes.capacity(),
                Device::Socket {
                    incoming, outgoing, ..
                } => incoming.capacity() + outgoing.capacity(),
                Device::Listener { waiting, .. } => {
                    waiting.iter().map(|client| client.request.capacity()).sum()
                }
                Device::Udp { incoming, .. } => {
                    incoming.iter().map(|(_, bytes)| bytes.capacity()).sum()
                }
                Device::Terminal | Device::Null => 0,
            })
            .sum();
        (devices + self.terminal.stored_bytes()) as u64
    }

    /// Whether a write or `ftruncate` would have grown a file past
    /// [`super::super::FILE_SIZE_LIMIT`] (and failed with `EFBIG`).
    pub fn file_too_large(&self) -> bool {
        self.file_too_large
    }

    /// The terminal the standard streams may be connected to.
    pub fn terminal(&self) -> &Terminal {
        &self.terminal
    }

    /// The contents of the regular file at `path`.
    pub fn file(&self, path: &str) -> Option<&[u8]> {
        let name = self.lookup_name(path).ok()?;
        self.paths
            .get(&name)
            .and_then(|id| match &self.devices[id.0] {
                Device::RegularFile { contents, .. } => Some(contents.as_slice()),
                _ => None,
            })
    }

    /// Every regular file, by path.
    pub fn files(&self) -> BTreeMap<String, Vec<u8>> {
        // Inserted one by one, not collected: `collect` into a `BTreeMap` sorts first, one more
        // copy of std's sort in the wasm.
        let mut files = BTreeMap::new();
        for (path, id) in &self.paths {
            if let Device::RegularFile { contents, .. } = &self.devices[id.0] {
                files.insert(path.clone(), contents.clone());
            }
        }
        files
    }

    /// Whether `fd` is open.
    pub fn is_open(&self, fd: i32) -> bool {
        self.description(fd).is_ok()
    }

    /// The fds that are open, in order.
    pub fn open_fds(&self) -> Vec<i32> {
        (0..self.fds.len() as i32)
            .filter(|&fd| self.is_open(fd))
            .collect()
    }

    /// Bytes written to `fd`'s device so far, for the device behind a standard stream.
    pub fn device_output(&self, device: DeviceId) -> &[u8] {
        match &self.devices[device.0] {
            Device::RegularFile { contents, .. } => contents,
            Device::Terminal => self.terminal.bytes(),
            Device::Pipe { drained } => drained,
            Device::Socket { outgoing, .. } => outgoing,
            Device::Null | Device::Input { .. } | Device::Listener { .. } | Device::Udp { .. } => {
                &[]
            }
        }
    }

    /// The device behind `fd`, if it is open.
    pub fn device_of(&self, fd: i32) -> Option<DeviceId> {
        self.description(fd).ok().map(|d| d.borrow().device)
    }
}

/// The first `accept` bytes of `bufs`, as the non-empty parts of each buffer they span.
fn accepted_parts<'b>(bufs: &'b [&'b [u8]], accept: usize) -> impl Iterator<Item = &'b [u8]> {
    bufs.iter()
        .scan(accept, |left, b| {
            let part = &b[..b.len().min(*left)];
            *left -= part.len();
            Some(part)
        })
        .filter(|part| !part.is_empty())
}

/// The bytes a read of `device` at `offset` would return next, before any fault's limit.
pub(super) fn unread(device: &Device, offset: u64) -> Result<&[u8], Errno> {
    Ok(match device {
        Device::RegularFile { contents, .. } => contents.get(offset as usize..).unwrap_or_default(),
        Device::Input { bytes, position } => &bytes[*position..],
        Device::Socket {
            read_shut: true, ..
        } => &[],
        Device::Socket {
            incoming, position, ..
        } => &incoming[*position..],
        Device::Listener { .. } | Device::Udp { .. } => return Err(Errno::Enotconn),
        Device::Null | Device::Terminal | Device::Pipe { .. } => &[],
    })
}

/// Marks `n` bytes of `device` read: an input's or a socket's own position moves, a file's
/// description's `offset` otherwise.
pub(super) fn consume(device: &mut Device, offset: &mut u64, n: usize) {
    match device {
        Device::Input { position, .. } | Device::Socket { position, .. } => *position += n,
        _ => *offset += n as u64,
    }
}
