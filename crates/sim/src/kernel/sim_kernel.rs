//! The simulated kernel: a per-run fd table over devices, and a log of every syscall.
//!
//! Invariants:
//! - fd numbers are allocated as Linux does: the lowest free number, starting after 0, 1, 2.
//! - every syscall appends exactly one [`SyscallRecord`] (to the windowed log and the totals),
//!   in the order the program made them, with strictly increasing `seq`.
//! - a device never loses bytes it accepted: what a write returned as written is in the device.
//!
//! The kernel's ideas live in its submodules: the fd table ([`fd_table`]), the recorder that
//! logs every syscall ([`recorder`]), the data syscalls ([`io_calls`]), `io::copy`'s calls
//! between two fds ([`copy_calls`]), the path syscalls
//! ([`fs_calls`]), listening sockets and their clients ([`net_calls`]), a connection's options
//! ([`socket_options`]), UDP sockets ([`udp_calls`]), and the devices
//! behind the fds ([`device_io`]). They are `impl Kernel`
//! blocks in child modules so the fields stay private to the kernel.

use std::collections::BTreeMap;
use std::rc::Rc;

use super::device::{Device, DeviceId, StreamTarget};
pub use super::environment::Environment;
use super::faults::Faults;
pub use super::open_mode::OpenMode;
use super::process::Process;
pub use super::syscall::AT_FDCWD;
use super::terminal::Terminal;
use crate::stdout_policy::StdoutPolicy;

mod copy_calls;
mod device_io;
mod fd_table;
mod fs_calls;
mod io_calls;
mod net_calls;
mod path_lookup;
mod recorder;
mod socket_options;
mod udp_calls;
pub use copy_calls::{FdStat, FileType, PIPE_CAPACITY};
use fd_table::Description;
pub use fs_calls::{FileStat, Whence};
pub use net_calls::{Accepted, LISTEN_BACKLOG};
use recorder::Call;
pub use recorder::{PAYLOAD_LIMIT, PAYLOAD_RECORDS, Recorder, SYSCALL_WINDOW, SyscallObserver};

/// Rows and columns of the simulated terminal.
pub const TERMINAL_ROWS: u16 = 24;
pub const TERMINAL_COLS: u16 = 80;

/// The simulated kernel of one run.
#[derive(Debug)]
pub struct Kernel {
    devices: Vec<Device>,
    /// The kind of each device, by its id: what every syscall's record asks, kept apart from
    /// the devices' contents (a device never changes kind).
    device_kinds: Vec<crate::kernel::DeviceKind>,
    fds: Vec<Option<Rc<std::cell::RefCell<Description>>>>,
    /// Regular files by path.
    paths: BTreeMap<String, DeviceId>,
    /// Directories the program made (`mkdir`); the working directory's own are not listed.
    dirs: std::collections::BTreeSet<String>,
    peers: BTreeMap<String, Vec<u8>>,
    /// Simulated clients no listening socket has taken yet, in connection order.
    clients: Vec<super::client::Client>,
    /// The UDP clients not bound to yet and the peers not answered yet.
    datagrams: super::datagram::Datagrams,
    terminal: Terminal,
    faults: Faults,
    /// Bytes accepted by regular files so far, for the disk-full fault. In bytes.
    disk_used: u64,
    files_on_tmpfs: bool,
    /// A write or `ftruncate` would have grown a file past [`super::FILE_SIZE_LIMIT`].
    file_too_large: bool,
    /// Whether a syscall since [`Kernel::take_storage_touched`] may have changed what the
    /// devices store (a write to `/dev/null` or a read of a file cannot).
    storage_touched: bool,
    /// Whether std has seen statx work in this run (a call that succeeded, or its probe).
    statx_trusted: bool,
    /// Everything the run recorded, and its clock.
    pub recorder: Recorder,
    /// How std buffers stdout in this run.
    pub stdout_policy: StdoutPolicy,
    /// The command line, variables and id of the program.
    pub process: Process,
}

impl Kernel {
    /// A kernel with fds 0, 1 and 2 connected as `environment` says.
    pub fn new(environment: &Environment) -> Kernel {
        Kernel::with_windows(environment, SYSCALL_WINDOW, SYSCALL_WINDOW)
    }

    /// Like [`Kernel::new`], keeping `syscalls` first and last syscalls and `layer_calls` first
    /// and last calls between layers in full.
    pub fn with_windows(environment: &Environment, syscalls: usize, layer_calls: usize) -> Kernel {
        let mut kernel = Kernel {
            devices: Vec::new(),
            device_kinds: Vec::new(),
            fds: Vec::new(),
            paths: BTreeMap::new(),
            dirs: std::collections::BTreeSet::new(),
            peers: environment.peers.clone(),
            clients: super::client::clients_in_order(&environment.clients),
            datagrams: environment.datagrams.clone(),
            terminal: Terminal::new(TERMINAL_ROWS, TERMINAL_COLS),
            faults: environment.faults.clone(),
            disk_used: 0,
            files_on_tmpfs: environment.files_on_tmpfs,
            file_too_large: false,
            storage_touched: true,
            statx_trusted: false,
            recorder: Recorder::new(syscalls, layer_calls, environment.capture_stdout_events),
            stdout_policy: environment.stdout_policy,
            process: environment.process.clone(),
        };
        for (path, contents) in &environment.files {
            let name = kernel.lookup_name(path).unwrap_or_else(|_| path.clone());
            // An input in a directory comes with its directory, as on the machine that runs it.
            kernel
                .dirs
                .extend(path_lookup::ancestors(&name).map(str::to_string));
            let id = kernel.add_device(Device::RegularFile {
                path: name.clone(),
                contents: contents.clone(),
            });
            kernel.paths.insert(name, id);
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

    /// Advances the simulated clock without a syscall (`thread::sleep`, user-space work).
    pub fn advance(&mut self, ns: u64) {
        self.recorder.advance(ns);
    }

    /// The simulated clock. In nanoseconds since the program started.
    pub fn now_ns(&self) -> u64 {
        self.recorder.now_ns()
    }

    /// Syscalls made so far.
    pub fn syscall_count(&self) -> u64 {
        self.recorder.syscall_count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::errno::Errno;
    use crate::kernel::syscall::{SyscallKind, SyscallRecord};

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
        let kinds: Vec<_> = k.recorder.log.iter().map(|r| (r.kind, r.result)).collect();
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

    /// Guards the recorder's kept paths (`Recorder::record_data`): a ring record refilled in
    /// a run of writes to one fd keeps its path, and only then.
    #[test]
    fn recycled_records_hold_the_paths_a_full_log_holds() {
        let calls = |k: &mut Kernel| {
            for _ in 0..5 {
                k.write(1, b"a\n").expect("write");
            }
            let fd = k.openat("f", OpenMode::CREATE).expect("create");
            k.write(fd, b"b").expect("write");
            k.write(1, b"c\n").expect("write");
            k.close(fd).expect("close");
            let fd = k.openat("g", OpenMode::CREATE).expect("create");
            for _ in 0..4 {
                k.write(fd, b"d").expect("write");
            }
            k.write(1, b"e\n").expect("write");
        };
        let environment = Environment::default();
        let mut whole = Kernel::with_windows(&environment, 100, 100);
        calls(&mut whole);
        let all: Vec<SyscallRecord> = whole.recorder.log.iter().cloned().collect();
        // Kept: this many first and last records; between them the ring went round.
        for kept in 1..=4 {
            let mut windowed = Kernel::with_windows(&environment, kept, 100);
            calls(&mut windowed);
            let log = &windowed.recorder.log;
            let tail: Vec<SyscallRecord> = log.tail().cloned().collect();
            assert_eq!(log.head(), &all[..kept], "a window of {kept}");
            assert_eq!(tail, all[all.len() - kept..], "a window of {kept}");
        }
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
