//! The fd table: open file descriptions over the kernel's devices, numbered as Linux numbers
//! them (the lowest free fd), and what strace -y shows for each fd.

use std::rc::Rc;

use super::Kernel;
use crate::kernel::device::{Device, DeviceId, DeviceKind};
use crate::kernel::errno::Errno;

/// An open file description: what an fd points at, with its own offset (shared by `dup`s).
#[derive(Debug)]
pub(super) struct Description {
    pub(super) device: DeviceId,
    pub(super) offset: u64,
    pub(super) readable: bool,
    pub(super) writable: bool,
    pub(super) append: bool,
}

impl Kernel {
    pub(super) fn add_device(&mut self, device: Device) -> DeviceId {
        self.device_kinds.push(device.kind());
        self.devices.push(device);
        DeviceId(self.devices.len() - 1)
    }

    /// The one terminal device, created on first use so fd 1 and fd 2 can share it.
    pub(super) fn terminal_device(&mut self) -> DeviceId {
        match self
            .devices
            .iter()
            .position(|d| matches!(d, Device::Terminal))
        {
            Some(index) => DeviceId(index),
            None => self.add_device(Device::Terminal),
        }
    }

    /// Puts a new description in the lowest free fd.
    pub(super) fn install(&mut self, device: DeviceId, readable: bool, writable: bool) -> i32 {
        let description = Description {
            device,
            offset: 0,
            readable,
            writable,
            append: false,
        };
        self.install_description(Rc::new(std::cell::RefCell::new(description)))
    }

    pub(super) fn install_description(
        &mut self,
        description: Rc<std::cell::RefCell<Description>>,
    ) -> i32 {
        let free = self
            .fds
            .iter()
            .position(Option::is_none)
            .unwrap_or(self.fds.len());
        if free == self.fds.len() {
            self.fds.push(None);
        }
        self.fds[free] = Some(description);
        free as i32
    }

    pub(super) fn description(
        &self,
        fd: i32,
    ) -> Result<Rc<std::cell::RefCell<Description>>, Errno> {
        open_description(&self.fds, fd).cloned().ok_or(Errno::Ebadf)
    }

    /// The path strace -y would show for `fd`.
    pub fn fd_path(&self, fd: i32) -> String {
        let mut path = String::new();
        write_fd_path(&self.fds, &self.devices, fd, &mut path);
        path
    }

    /// The cost class of the device behind `fd`.
    pub fn device_kind(&self, fd: i32) -> Option<DeviceKind> {
        self.device_id(fd).map(|device| self.kind_of(device))
    }

    /// The device behind `fd`, if it is open.
    pub(super) fn device_id(&self, fd: i32) -> Option<DeviceId> {
        open_description(&self.fds, fd).map(|description| description.borrow().device)
    }

    /// The cost class of `device`.
    pub(super) fn kind_of(&self, device: DeviceId) -> DeviceKind {
        match self.device_kinds[device.0] {
            DeviceKind::File if self.files_on_tmpfs => DeviceKind::Tmpfs,
            kind => kind,
        }
    }
}

/// The open descriptions by fd number.
pub(super) type Fds = [Option<Rc<std::cell::RefCell<Description>>>];

/// The description open at `fd`, borrowed from the table.
pub(super) fn open_description(fds: &Fds, fd: i32) -> Option<&Rc<std::cell::RefCell<Description>>> {
    fds.get(usize::try_from(fd).ok()?)?.as_ref()
}

/// Appends the path strace -y would show for `fd` to `out` (nothing for a closed fd). A
/// function of the table and the devices alone, so the recorder can call it while the kernel's
/// record is borrowed.
pub(super) fn write_fd_path(fds: &Fds, devices: &[Device], fd: i32, out: &mut String) {
    let Some(description) = open_description(fds, fd) else {
        return;
    };
    write_device_path(&devices[description.borrow().device.0], out);
}

/// Whether the path strace -y shows for an fd open on `device` stays the same for the device's
/// life: all but a socket's, whose address comes with `connect`, `bind` or a first datagram.
pub(super) fn has_fixed_path(kind: DeviceKind) -> bool {
    // `Socket` is the kind of a connection, a listener and a UDP socket alike.
    kind != DeviceKind::Socket
}

/// Appends the path strace -y shows for an fd open on `device` to `out`.
pub(super) fn write_device_path(device: &Device, out: &mut String) {
    match device {
        Device::RegularFile { path, .. } => out.push_str(path),
        Device::Terminal => out.push_str("/dev/pts/0"),
        Device::Pipe { .. } => out.push_str("pipe:[1]"),
        Device::Null => out.push_str("/dev/null"),
        Device::Input { .. } => out.push_str("pipe:[0]"),
        Device::Socket { address, .. } | Device::Listener { address, .. } => {
            out.push_str("TCP:[");
            out.push_str(address);
            out.push(']');
        }
        Device::Udp { local, .. } => {
            out.push_str("UDP:[");
            out.push_str(local);
            out.push(']');
        }
    }
}
