//! The simulated kernel: a per-run fd table over devices, and a log of every syscall.
//!
//! Invariants:
//! - fd numbers are allocated as Linux does: the lowest free number, starting after 0, 1, 2.
//! - every syscall appends exactly one [`SyscallRecord`] (to the windowed log and the totals),
//!   in the order the program made them, with strictly increasing `seq`.
//! - a device never loses bytes it accepted: what a write returned as written is in the device.

use std::collections::BTreeMap;
use std::rc::Rc;

use super::call_context::CallContext;
use super::device::{Device, DeviceId, DeviceKind, StreamTarget};
use super::errno::Errno;
use super::faults::Faults;
pub use super::open_mode::OpenMode;
use super::process::Process;
use super::syscall::{SyscallKind, SyscallRecord};
use super::terminal::Terminal;
use crate::trace::{Cause, LayerCall, LostData, StdoutEvent, TotalsCounter, UserWork, Window};
use crate::whatif::StdoutPolicy;

mod fs_calls;
pub use fs_calls::{FileStat, Whence};

/// `AT_FDCWD`: the fd strace shows for calls relative to the working directory.
pub const AT_FDCWD: i32 = -100;

/// Rows and columns of the simulated terminal.
pub const TERMINAL_ROWS: u16 = 24;
pub const TERMINAL_COLS: u16 = 80;

/// An open file description: what an fd points at, with its own offset (shared by `dup`s).
#[derive(Debug)]
struct Description {
    device: DeviceId,
    offset: u64,
    readable: bool,
    writable: bool,
    append: bool,
}

/// Simulated cost of syscalls until the cost model is applied. In nanoseconds.
#[derive(Debug, Clone, Copy)]
pub struct SyscallCost {
    pub base_ns: u64,
    pub per_byte_ps: u64,
}

impl Default for SyscallCost {
    fn default() -> Self {
        // A syscall round trip of about a microsecond and memory-speed copies: placeholders
        // that keep the clock moving; the cost model re-costs traces from the records.
        SyscallCost {
            base_ns: 1_000,
            per_byte_ps: 100,
        }
    }
}

/// What the program starts with: inputs, where the standard streams go, faults.
#[derive(Debug, Clone, Default)]
pub struct Environment {
    pub stdin: Vec<u8>,
    pub stdout: StreamTarget,
    pub stderr: StreamTarget,
    /// Files that exist before the program runs, by path.
    pub files: BTreeMap<String, Vec<u8>>,
    /// What the peer at each address sends after the program connects, then it closes.
    pub peers: BTreeMap<String, Vec<u8>>,
    pub faults: Faults,
    /// Regular files live on tmpfs (memory) rather than a disk; only costs differ.
    pub files_on_tmpfs: bool,
    /// How std buffers stdout: as today, or as rust-lang/rust#60673 proposes.
    pub stdout_policy: StdoutPolicy,
    /// Keep every call the program makes on stdout's writer ([`Kernel::stdout_events`]), for
    /// replaying the same output through other stacks. Off by default: it copies all output.
    pub capture_stdout_events: bool,
    /// The command line, variables and id the program starts with.
    pub process: Process,
}

/// Detail kept for long runs: this many first and last syscalls.
pub const SYSCALL_WINDOW: usize = 5_000;

/// Syscalls whose records keep their payload (up to [`PAYLOAD_LIMIT`]); the views step
/// through the start of a run. Later records keep what strace shows.
pub const PAYLOAD_RECORDS: u64 = 1_000;

/// The most payload one record keeps. In bytes.
pub const PAYLOAD_LIMIT: usize = 16 * 1024;

/// Sees every syscall record as it is made, before the log's window may drop it: how the
/// command line prints a run of any length with bounded memory.
pub struct SyscallObserver(pub Box<dyn FnMut(&SyscallRecord)>);

impl std::fmt::Debug for SyscallObserver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SyscallObserver")
    }
}

/// The simulated kernel of one run.
#[derive(Debug)]
pub struct Kernel {
    devices: Vec<Device>,
    fds: Vec<Option<Rc<std::cell::RefCell<Description>>>>,
    /// Regular files by path.
    paths: BTreeMap<String, DeviceId>,
    /// Directories the program made (`mkdir`); the working directory's own are not listed.
    dirs: std::collections::BTreeSet<String>,
    peers: BTreeMap<String, Vec<u8>>,
    terminal: Terminal,
    faults: Faults,
    /// Bytes accepted by regular files so far, for the disk-full fault. In bytes.
    disk_used: u64,
    cost: SyscallCost,
    files_on_tmpfs: bool,
    /// The simulated clock. In nanoseconds since the program started.
    now_ns: u64,
    seq: u64,
    /// Syscalls the run may make; past it every I/O syscall fails without happening and
    /// `over_budget` is set, so one std call (`read_to_end` with 1-byte reads) cannot run
    /// on unbounded. The interpreter turns it into the step budget's stop.
    pub syscall_limit: u64,
    /// Whether a syscall was refused past `syscall_limit`.
    pub over_budget: bool,
    pub context: CallContext,
    pub log: Window<SyscallRecord>,
    /// Exact totals of every syscall.
    pub totals: TotalsCounter,
    /// Calls between layers, seen by the taps. The kernel keeps them beside the syscalls so one
    /// shared handle reaches everything a run records.
    pub layer_calls: Window<LayerCall>,
    /// Output dropped on the way (a flush on drop that failed), in the order it happened.
    pub lost: Vec<LostData>,
    /// User-space work, counted for the cost model.
    pub work: UserWork,
    /// How std buffers stdout in this run.
    pub stdout_policy: StdoutPolicy,
    /// The program's calls on stdout's writer, when the environment asks to capture them.
    pub stdout_events: Option<Vec<StdoutEvent>>,
    /// Called with every syscall record, in order, as it is made.
    pub observer: Option<SyscallObserver>,
    /// The command line, variables and id of the program.
    pub process: Process,
}

impl Kernel {
    /// A kernel with fds 0, 1 and 2 connected as `environment` says.
    pub fn new(environment: &Environment) -> Kernel {
        Kernel::with_window(environment, SYSCALL_WINDOW)
    }

    /// Like [`Kernel::new`], keeping `window` first and last syscalls in full.
    pub fn with_window(environment: &Environment, window: usize) -> Kernel {
        let mut kernel = Kernel {
            devices: Vec::new(),
            fds: Vec::new(),
            paths: BTreeMap::new(),
            dirs: std::collections::BTreeSet::new(),
            peers: environment.peers.clone(),
            terminal: Terminal::new(TERMINAL_ROWS, TERMINAL_COLS),
            faults: environment.faults.clone(),
            disk_used: 0,
            cost: SyscallCost::default(),
            files_on_tmpfs: environment.files_on_tmpfs,
            now_ns: 0,
            seq: 0,
            syscall_limit: u64::MAX,
            over_budget: false,
            context: CallContext::default(),
            log: Window::new(window, window),
            totals: TotalsCounter::default(),
            layer_calls: Window::new(window, window),
            lost: Vec::new(),
            work: UserWork::default(),
            stdout_policy: environment.stdout_policy,
            stdout_events: environment.capture_stdout_events.then(Vec::new),
            process: environment.process.clone(),
            observer: None,
        };
        for (path, contents) in &environment.files {
            let id = kernel.add_device(Device::RegularFile {
                path: path.clone(),
                contents: contents.clone(),
            });
            kernel.paths.insert(path.clone(), id);
        }
        let stdin = kernel.add_device(Device::Input {
            bytes: environment.stdin.clone(),
            position: 0,
        });
        kernel.install(stdin, true, false);
        for (fd, target) in [(1, environment.stdout), (2, environment.stderr)] {
            let device = match target {
                StreamTarget::Terminal => kernel.terminal_device(),
                StreamTarget::File => {
                    let path = target.path(fd);
                    let id = kernel.add_device(Device::RegularFile {
                        path: path.clone(),
                        contents: Vec::new(),
                    });
                    kernel.paths.insert(path, id);
                    id
                }
                StreamTarget::Pipe => kernel.add_device(Device::Pipe {
                    drained: Vec::new(),
                }),
                StreamTarget::Null => kernel.add_device(Device::Null),
            };
            kernel.install(device, false, true);
        }
        for &fd in &environment.faults.closed_fds {
            // A standard stream the shell closed (`prog >&-`) does not stay closed: before
            // `main`, std's runtime opens /dev/null on it (`sanitize_standard_fds`).
            if (0..=2).contains(&fd) {
                let null = kernel.add_device(Device::Null);
                let description = Description {
                    device: null,
                    offset: 0,
                    readable: true,
                    writable: true,
                    append: false,
                };
                kernel.fds[fd as usize] = Some(Rc::new(std::cell::RefCell::new(description)));
            }
        }
        kernel
    }

    fn add_device(&mut self, device: Device) -> DeviceId {
        self.devices.push(device);
        DeviceId(self.devices.len() - 1)
    }

    /// The one terminal device, created on first use so fd 1 and fd 2 can share it.
    fn terminal_device(&mut self) -> DeviceId {
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
    fn install(&mut self, device: DeviceId, readable: bool, writable: bool) -> i32 {
        let description = Description {
            device,
            offset: 0,
            readable,
            writable,
            append: false,
        };
        self.install_description(Rc::new(std::cell::RefCell::new(description)))
    }

    fn install_description(&mut self, description: Rc<std::cell::RefCell<Description>>) -> i32 {
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

    fn description(&self, fd: i32) -> Result<Rc<std::cell::RefCell<Description>>, Errno> {
        usize::try_from(fd)
            .ok()
            .and_then(|index| self.fds.get(index))
            .and_then(Option::clone)
            .ok_or(Errno::Ebadf)
    }

    /// The path strace -y would show for `fd`.
    pub fn fd_path(&self, fd: i32) -> String {
        let mut path = String::new();
        self.write_fd_path(fd, &mut path);
        path
    }

    /// Appends the path strace -y would show for `fd` to `out` (nothing for a closed fd).
    fn write_fd_path(&self, fd: i32, out: &mut String) {
        let Some(description) = usize::try_from(fd)
            .ok()
            .and_then(|index| self.fds.get(index))
            .and_then(Option::as_ref)
        else {
            return;
        };
        let device = description.borrow().device;
        match &self.devices[device.0] {
            Device::RegularFile { path, .. } => out.push_str(path),
            Device::Terminal => out.push_str("/dev/pts/0"),
            Device::Pipe { .. } => out.push_str("pipe:[1]"),
            Device::Null => out.push_str("/dev/null"),
            Device::Input { .. } => out.push_str("pipe:[0]"),
            Device::Socket { address, .. } => {
                out.push_str("TCP:[");
                out.push_str(address);
                out.push(']');
            }
        }
    }

    /// The cost class of the device behind `fd`.
    pub fn device_kind(&self, fd: i32) -> Option<DeviceKind> {
        let description = self.fds.get(usize::try_from(fd).ok()?)?.as_ref()?;
        let device = description.borrow().device;
        Some(match self.devices[device.0].kind() {
            DeviceKind::File if self.files_on_tmpfs => DeviceKind::Tmpfs,
            kind => kind,
        })
    }

    /// Advances the simulated clock without a syscall (`thread::sleep`, user-space work).
    pub fn advance(&mut self, ns: u64) {
        // The clock stops at its end (584 years) rather than wrapping.
        self.now_ns = self.now_ns.saturating_add(ns);
    }

    /// The simulated clock. In nanoseconds since the program started.
    pub fn now_ns(&self) -> u64 {
        self.now_ns
    }

    /// Syscalls made so far.
    pub fn syscall_count(&self) -> u64 {
        self.seq
    }

    /// Refuses an I/O syscall past the run's syscall budget (see `syscall_limit`).
    fn within_budget(&mut self) -> Result<(), Errno> {
        if self.seq < self.syscall_limit {
            return Ok(());
        }
        self.over_budget = true;
        Err(Errno::Ebadf)
    }

    /// How many bytes a syscall's record keeps: what it moved (a read's data, a write's
    /// accepted start), at least what strace shows of a write's buffer, never more than
    /// [`PAYLOAD_LIMIT`], and only for the first [`PAYLOAD_RECORDS`] syscalls; later records
    /// keep what strace shows. A short write never copies more than it moves.
    fn payload_len(&self, bufs: &[&[u8]], result: &Result<usize, Errno>) -> usize {
        let wanted: usize = bufs.iter().map(|b| b.len()).sum();
        let moved = *result.as_ref().unwrap_or(&0);
        let shown = wanted.min(crate::render::strace::STRING_LIMIT + 1);
        let limit = if self.seq < PAYLOAD_RECORDS {
            PAYLOAD_LIMIT
        } else {
            0
        };
        // `writev`'s record is cut into its iov entries by length: keep it whole (to the limit).
        if bufs.len() > 1 {
            wanted.min(PAYLOAD_LIMIT)
        } else {
            moved.min(limit).max(shown)
        }
    }

    /// Appends a record for a syscall that just happened; `data` is what it was given (a
    /// write's buffers) or returned (a read's bytes), and `moved` what it returned.
    ///
    /// Past the log's window the record evicted from it is refilled in place (its payload,
    /// path, stack and iov keep their allocations), so a long run allocates nothing here.
    fn record_data(
        &mut self,
        call: Call,
        result: Result<u64, Errno>,
        data: &[&[u8]],
        moved: &Result<usize, Errno>,
    ) {
        let keep = self.payload_len(data, moved);
        let recycled = self.log.recycle();
        let (mut payload, mut path, mut stack, mut iov, mut detail) = match recycled {
            Some(old) => (old.payload, old.path, old.stack, old.iov, old.detail),
            None => Default::default(),
        };
        payload.clear();
        for buf in data {
            let room = keep - payload.len();
            payload.extend_from_slice(&buf[..buf.len().min(room)]);
        }
        path.clear();
        if call.path.is_empty() {
            self.write_fd_path(call.fd, &mut path);
        } else {
            path.push_str(&call.path);
        }
        stack.clear();
        stack.extend(self.context.frames_iter().cloned());
        iov.clear();
        iov.extend_from_slice(&call.iov);
        detail.clear();
        detail.push_str(&call.detail);

        self.seq += 1;
        let moved = match result {
            Ok(n) if call.kind.moves_data() => n,
            _ => 0,
        };
        let start_ns = self.now_ns;
        let cost = self
            .cost
            .base_ns
            .saturating_add(moved.saturating_mul(self.cost.per_byte_ps) / 1000);
        self.now_ns = self.now_ns.saturating_add(cost);
        let default_cause = match call.kind {
            SyscallKind::Openat | SyscallKind::Socket | SyscallKind::Connect => Cause::Open,
            SyscallKind::Close => Cause::Close,
            SyscallKind::Fcntl => Cause::Duplicate,
            // A path's statx is the program's own question; an fd's sizes a read.
            SyscallKind::Statx if call.fd == AT_FDCWD => Cause::FileSystem,
            SyscallKind::Lseek if !call.detail.is_empty() => Cause::FileSystem,
            SyscallKind::Statx | SyscallKind::Lseek => Cause::SizeHintProbe,
            SyscallKind::Fsync
            | SyscallKind::Fdatasync
            | SyscallKind::Ftruncate
            | SyscallKind::Unlink
            | SyscallKind::Mkdir => Cause::FileSystem,
            kind if kind.is_output() => Cause::UnbufferedWrite,
            _ => Cause::UnbufferedRead,
        };
        let record = SyscallRecord {
            seq: self.seq,
            start_ns,
            end_ns: self.now_ns,
            kind: call.kind,
            fd: call.fd,
            requested: call.requested,
            iov,
            result,
            payload,
            path,
            detail,
            device: self.device_kind(call.fd),
            // Causes explain data movement; opening and closing keep their own.
            cause: if call.kind.moves_data() {
                self.context.cause().unwrap_or(default_cause)
            } else {
                default_cause
            },
            stack,
            span: self.context.span(),
        };
        self.totals.add(&record);
        if let Some(observer) = &mut self.observer {
            (observer.0)(&record);
        }
        self.log.push(record);
    }

    /// Appends a record for a syscall that moved no data.
    fn record(&mut self, call: Call, result: Result<u64, Errno>) {
        self.record_data(call, result, &[], &Ok(0));
    }

    // --- syscalls ---------------------------------------------------------------------------

    /// `openat(AT_FDCWD, path, flags)`, with the flags std's `OpenOptions` computes. The
    /// caller has checked the options ([`OpenMode::strace_flags`]), as std does before it
    /// makes the syscall.
    pub fn openat(&mut self, path: &str, mode: OpenMode) -> Result<i32, Errno> {
        let flags = mode.strace_flags().unwrap_or_default();
        let existing = self.paths.get(path).copied();
        let result = match existing {
            Some(_) if mode.create_new => Err(Errno::Eexist),
            None if !mode.creates() => Err(Errno::Enoent),
            existing => {
                let device = existing.unwrap_or_else(|| {
                    let id = self.add_device(Device::RegularFile {
                        path: path.to_string(),
                        contents: Vec::new(),
                    });
                    self.paths.insert(path.to_string(), id);
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
        };
        let detail = if mode.creates() {
            format!("{flags}, 0666")
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
        self.within_budget()?;
        let result = self.read_device(fd, buf);
        let call = Call {
            kind: SyscallKind::Recvfrom,
            fd,
            requested: buf.len(),
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
    pub fn connect(&mut self, address: &str) -> Result<i32, Errno> {
        let incoming = self.peers.get(address).cloned();
        let device = self.add_device(Device::Socket {
            address: address.to_string(),
            incoming: incoming.clone().unwrap_or_default(),
            position: 0,
            outgoing: Vec::new(),
        });
        let fd = self.install(device, true, true);
        self.record(
            Call {
                kind: SyscallKind::Socket,
                fd: -1,
                ..Call::default()
            },
            Ok(fd as u64),
        );
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

    // --- devices ----------------------------------------------------------------------------

    fn write_device(&mut self, fd: i32, bufs: &[&[u8]]) -> Result<usize, Errno> {
        let description = self.description(fd)?;
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
        // Only the accepted bytes are copied, once, straight from the caller's buffers.
        let mut left = accept;
        let data: Vec<&[u8]> = bufs
            .iter()
            .map(|b| {
                let part = &b[..b.len().min(left)];
                left -= part.len();
                part
            })
            .filter(|part| !part.is_empty())
            .collect();
        let moved = accept - left;
        match device {
            Device::RegularFile { contents, .. } => {
                let at = if description.append {
                    contents.len()
                } else {
                    description.offset as usize
                };
                if contents.len() < at + moved {
                    contents.resize(at + moved, 0);
                }
                let mut offset = at;
                for part in &data {
                    contents[offset..offset + part.len()].copy_from_slice(part);
                    offset += part.len();
                }
                description.offset = (at + moved) as u64;
                self.disk_used += moved as u64;
            }
            Device::Terminal => data.iter().for_each(|part| self.terminal.write(part)),
            Device::Pipe { drained } => {
                data.iter().for_each(|part| drained.extend_from_slice(part))
            }
            Device::Null => {}
            Device::Input { .. } => return Err(Errno::Ebadf),
            Device::Socket { outgoing, .. } => data
                .iter()
                .for_each(|part| outgoing.extend_from_slice(part)),
        }
        Ok(moved)
    }

    fn read_device(&mut self, fd: i32, buf: &mut [u8]) -> Result<usize, Errno> {
        let description = self.description(fd)?;
        let mut description = description.borrow_mut();
        if !description.readable {
            return Err(Errno::Ebadf);
        }
        let max_read = self.faults.max_bytes_per_read.unwrap_or(usize::MAX);
        let source: &[u8] = match &self.devices[description.device.0] {
            Device::RegularFile { contents, .. } => contents
                .get(description.offset as usize..)
                .unwrap_or_default(),
            Device::Input { bytes, position } => &bytes[*position..],
            Device::Socket {
                incoming, position, ..
            } => &incoming[*position..],
            Device::Null | Device::Terminal | Device::Pipe { .. } => &[],
        };
        let n = source.len().min(buf.len()).min(max_read);
        buf[..n].copy_from_slice(&source[..n]);
        match &mut self.devices[description.device.0] {
            Device::Input { position, .. } | Device::Socket { position, .. } => *position += n,
            _ => description.offset += n as u64,
        }
        Ok(n)
    }

    // --- what the devices hold ---------------------------------------------------------------

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
                Device::Terminal | Device::Null => 0,
            })
            .sum();
        (devices + self.terminal.stored_bytes()) as u64
    }

    /// The terminal the standard streams may be connected to.
    pub fn terminal(&self) -> &Terminal {
        &self.terminal
    }

    /// The contents of the regular file at `path`.
    pub fn file(&self, path: &str) -> Option<&[u8]> {
        self.paths
            .get(path)
            .and_then(|id| match &self.devices[id.0] {
                Device::RegularFile { contents, .. } => Some(contents.as_slice()),
                _ => None,
            })
    }

    /// Every regular file, by path.
    pub fn files(&self) -> BTreeMap<String, Vec<u8>> {
        self.paths
            .iter()
            .filter_map(|(path, id)| match &self.devices[id.0] {
                Device::RegularFile { contents, .. } => Some((path.clone(), contents.clone())),
                _ => None,
            })
            .collect()
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
            Device::Null | Device::Input { .. } => &[],
        }
    }

    /// The device behind `fd`, if it is open.
    pub fn device_of(&self, fd: i32) -> Option<DeviceId> {
        self.description(fd).ok().map(|d| d.borrow().device)
    }
}

/// A syscall's arguments, before it is recorded.
#[derive(Debug)]
struct Call {
    kind: SyscallKind,
    fd: i32,
    requested: usize,
    iov: Vec<usize>,
    path: String,
    detail: String,
}

impl Default for Call {
    fn default() -> Self {
        Call {
            kind: SyscallKind::Write,
            fd: -1,
            requested: 0,
            iov: Vec::new(),
            path: String::new(),
            detail: String::new(),
        }
    }
}

/// The bytes a write actually moved: the first `n` bytes across `bufs`.
#[cfg(test)]
mod tests {
    use super::*;

    fn kernel() -> Kernel {
        Kernel::new(&Environment::default())
    }

    #[test]
    fn new_fds_take_the_lowest_free_number() {
        let mut k = kernel();
        assert_eq!(k.openat("a", OpenMode::CREATE), Ok(3));
        assert_eq!(k.openat("b", OpenMode::CREATE), Ok(4));
        assert_eq!(k.close(3), Ok(()));
        assert_eq!(k.openat("c", OpenMode::CREATE), Ok(3));
        assert_eq!(k.open_fds(), [0, 1, 2, 3, 4]);
    }

    #[test]
    fn a_closed_fd_gives_ebadf_and_a_missing_file_enoent() {
        let mut k = kernel();
        assert_eq!(k.write(7, b"x"), Err(Errno::Ebadf));
        assert_eq!(k.close(7), Err(Errno::Ebadf));
        assert_eq!(k.openat("missing", OpenMode::READ), Err(Errno::Enoent));
        let kinds: Vec<_> = k.log.iter().map(|r| (r.kind, r.result)).collect();
        assert_eq!(
            kinds,
            [
                (SyscallKind::Write, Err(Errno::Ebadf)),
                (SyscallKind::Close, Err(Errno::Ebadf)),
                (SyscallKind::Openat, Err(Errno::Enoent)),
            ]
        );
    }

    #[test]
    fn a_duplicate_shares_the_offset() {
        let mut k = kernel();
        let fd = k.openat("f", OpenMode::CREATE).expect("create");
        let copy = k.dup(fd).expect("dup");
        assert_eq!(copy, 4);
        k.write(fd, b"ab").expect("write");
        k.write(copy, b"cd").expect("write");
        assert_eq!(k.file("f"), Some(&b"abcd"[..]));
        assert_eq!(k.lseek_current(fd), Ok(4));
    }

    #[test]
    fn faults_shorten_writes_and_fill_the_disk() {
        let environment = Environment {
            faults: Faults {
                max_bytes_per_write: Some(3),
                disk_full_after: Some(5),
                ..Faults::default()
            },
            ..Environment::default()
        };
        let mut k = Kernel::new(&environment);
        let fd = k.openat("f", OpenMode::CREATE).expect("create");
        assert_eq!(k.write(fd, b"abcdef"), Ok(3));
        assert_eq!(k.write(fd, b"def"), Ok(2));
        assert_eq!(k.write(fd, b"f"), Err(Errno::Enospc));
        assert_eq!(k.file("f"), Some(&b"abcde"[..]));
    }

    #[test]
    fn a_closed_standard_stream_is_reopened_on_dev_null_as_std_does() {
        let environment = Environment {
            faults: Faults {
                closed_fds: vec![1],
                ..Faults::default()
            },
            ..Environment::default()
        };
        let mut k = Kernel::new(&environment);
        assert_eq!(k.write(1, b"gone"), Ok(4));
        assert_eq!(k.fd_path(1), "/dev/null");
        assert_eq!(k.terminal().bytes(), b"");
    }
}
