//! One syscall as the simulated kernel saw it.

use std::fmt::Write as _;

use super::errno::Errno;
use crate::trace::{Cause, Frame, Span};

/// strace's default `-s`: strings are cut after this many bytes. The recorder keeps one byte
/// more than this of every write so the strace view can tell a cut string (`"…"...`). In bytes.
pub const STRING_LIMIT: usize = 32;

/// A byte string as strace quotes it: C escapes for `\t \n \v \f \r " \\`, octal for other
/// non-printable bytes, cut at [`STRING_LIMIT`] bytes with `...` after the quote.
pub fn quote(bytes: &[u8]) -> String {
    let shown = &bytes[..bytes.len().min(STRING_LIMIT)];
    let mut out = String::with_capacity(shown.len() + 2);
    out.push('"');
    for (i, &byte) in shown.iter().enumerate() {
        match byte {
            b'\t' => out.push_str("\\t"),
            b'\n' => out.push_str("\\n"),
            0x0b => out.push_str("\\v"),
            0x0c => out.push_str("\\f"),
            b'\r' => out.push_str("\\r"),
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            0x20..=0x7e => out.push(byte as char),
            _ => {
                // strace writes the shortest octal unless a digit follows.
                let next_is_digit = shown.get(i + 1).is_some_and(u8::is_ascii_digit);
                if next_is_digit {
                    let _ = write!(out, "\\{byte:03o}");
                } else {
                    let _ = write!(out, "\\{byte:o}");
                }
            }
        }
    }
    out.push('"');
    if bytes.len() > STRING_LIMIT {
        out.push_str("...");
    }
    out
}

/// `AT_FDCWD`: the fd strace shows for calls relative to the working directory.
pub const AT_FDCWD: i32 = -100;

/// The `detail` of std's statx probe (`Kernel::statx_answered`), which strace prints as
/// `statx(0, NULL, AT_STATX_SYNC_AS_STAT, STATX_ALL, NULL)`.
pub const STATX_PROBE: &str = "probe";

/// The syscalls the simulated kernel implements, named as strace names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum SyscallKind {
    Openat,
    Close,
    Read,
    Write,
    Writev,
    Recvfrom,
    Sendto,
    Statx,
    Lseek,
    Fcntl,
    Socket,
    Connect,
    Fsync,
    Fdatasync,
    Ftruncate,
    Unlink,
    Mkdir,
    /// `fs::copy` gives the copy the source's permissions.
    Fchmod,
    Setsockopt,
    Getsockopt,
    Bind,
    Listen,
    Accept4,
    Shutdown,
    Getsockname,
    Getpeername,
    /// `io::copy` between two regular files: the kernel moves the bytes itself.
    #[cfg_attr(feature = "serde", serde(rename = "copy_file_range"))]
    CopyFileRange,
    /// `io::copy` from a regular file to another fd (a terminal, /dev/null).
    Sendfile,
    /// `io::copy` where one side is a pipe.
    Splice,
}

impl SyscallKind {
    /// Every kind, in declaration order.
    pub const ALL: [SyscallKind; 29] = [
        SyscallKind::Openat,
        SyscallKind::Close,
        SyscallKind::Read,
        SyscallKind::Write,
        SyscallKind::Writev,
        SyscallKind::Recvfrom,
        SyscallKind::Sendto,
        SyscallKind::Statx,
        SyscallKind::Lseek,
        SyscallKind::Fcntl,
        SyscallKind::Socket,
        SyscallKind::Connect,
        SyscallKind::Fsync,
        SyscallKind::Fdatasync,
        SyscallKind::Ftruncate,
        SyscallKind::Unlink,
        SyscallKind::Mkdir,
        SyscallKind::Fchmod,
        SyscallKind::Setsockopt,
        SyscallKind::Getsockopt,
        SyscallKind::Bind,
        SyscallKind::Listen,
        SyscallKind::Accept4,
        SyscallKind::Shutdown,
        SyscallKind::Getsockname,
        SyscallKind::Getpeername,
        SyscallKind::CopyFileRange,
        SyscallKind::Sendfile,
        SyscallKind::Splice,
    ];

    /// strace's name for it.
    pub fn name(self) -> &'static str {
        match self {
            SyscallKind::Openat => "openat",
            SyscallKind::Close => "close",
            SyscallKind::Read => "read",
            SyscallKind::Write => "write",
            SyscallKind::Writev => "writev",
            SyscallKind::Recvfrom => "recvfrom",
            SyscallKind::Sendto => "sendto",
            SyscallKind::Statx => "statx",
            SyscallKind::Lseek => "lseek",
            SyscallKind::Fcntl => "fcntl",
            SyscallKind::Socket => "socket",
            SyscallKind::Connect => "connect",
            SyscallKind::Fsync => "fsync",
            SyscallKind::Fdatasync => "fdatasync",
            SyscallKind::Ftruncate => "ftruncate",
            SyscallKind::Unlink => "unlink",
            SyscallKind::Mkdir => "mkdir",
            SyscallKind::Fchmod => "fchmod",
            SyscallKind::Setsockopt => "setsockopt",
            SyscallKind::Getsockopt => "getsockopt",
            SyscallKind::Bind => "bind",
            SyscallKind::Listen => "listen",
            SyscallKind::Accept4 => "accept4",
            SyscallKind::Shutdown => "shutdown",
            SyscallKind::Getsockname => "getsockname",
            SyscallKind::Getpeername => "getpeername",
            SyscallKind::CopyFileRange => "copy_file_range",
            SyscallKind::Sendfile => "sendfile",
            SyscallKind::Splice => "splice",
        }
    }

    /// Whether the call moves data (the calls `--format compact` lists).
    pub fn moves_data(self) -> bool {
        matches!(
            self,
            SyscallKind::Read
                | SyscallKind::Write
                | SyscallKind::Writev
                | SyscallKind::Recvfrom
                | SyscallKind::Sendto
                | SyscallKind::CopyFileRange
                | SyscallKind::Sendfile
                | SyscallKind::Splice
        )
    }

    /// Whether the call moves data from one fd to another inside the kernel (`io::copy`):
    /// its record's `fd` is the one written to, its `detail` the one read.
    pub fn is_kernel_copy(self) -> bool {
        matches!(
            self,
            SyscallKind::CopyFileRange | SyscallKind::Sendfile | SyscallKind::Splice
        )
    }

    /// Whether the compact form (`--format compact`, the differential test) lists the call:
    /// the calls that move data, and `accept4`, which says when a server took a connection
    /// (and which one it was waiting in when the run ended), and the socket options set and
    /// read.
    pub fn is_compared(self) -> bool {
        self.moves_data() || self == SyscallKind::Accept4 || self.is_socket_option()
    }

    /// `setsockopt` or `getsockopt`: the compact form lists their option and value.
    pub fn is_socket_option(self) -> bool {
        matches!(self, SyscallKind::Setsockopt | SyscallKind::Getsockopt)
    }

    /// Whether data flows to a device: from the program, or (a kernel copy) from another fd.
    pub fn is_output(self) -> bool {
        matches!(
            self,
            SyscallKind::Write | SyscallKind::Writev | SyscallKind::Sendto
        ) || self.is_kernel_copy()
    }
}

/// One syscall, with everything needed to print it the way strace does and to explain it.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct SyscallRecord {
    /// 1 for the first syscall of the run.
    pub seq: u64,
    /// Simulated time the call started. In nanoseconds since the program started.
    pub start_ns: u64,
    /// Simulated time the call returned. In nanoseconds since the program started.
    pub end_ns: u64,
    pub kind: SyscallKind,
    /// The file descriptor, or -100 (`AT_FDCWD`) for `openat`, -1 for `socket`; for a kernel
    /// copy the fd written to (`detail` holds the fd read), whatever order strace shows them.
    pub fd: i32,
    /// Bytes asked for: the buffer length of a read or write, the iov total of `writev`.
    pub requested: usize,
    /// For `writev`: the length of each iov entry. Empty otherwise.
    pub iov: Vec<usize>,
    /// The return value: bytes moved, a new fd, an offset, or an errno.
    pub result: Result<u64, Errno>,
    /// The bytes a write was given (as strace shows them, even when fewer were written), the
    /// bytes a read returned, or the bytes a kernel copy moved (strace shows none); printers
    /// cut them. Kept whole up to 16 KiB for the first
    /// 1,000 syscalls, then only what strace shows (see `Kernel::payload_of`).
    pub payload: Vec<u8>,
    /// The path or address for `openat`/`connect`, the target of `fd` otherwise (strace -y).
    pub path: String,
    /// Arguments strace shows that the fields above do not hold: `openat`'s flags, the size
    /// `statx` reported, a kernel copy's other fd.
    pub detail: String,
    /// The kind of device the fd pointed at, when it was open.
    pub device: Option<crate::kernel::DeviceKind>,
    /// Why the call happened, derived from the layers it passed through.
    pub cause: Cause,
    /// The chain of calls that led to it, outermost first.
    pub stack: Vec<Frame>,
    /// The script span of the operation that caused it.
    pub span: Option<Span>,
}

impl SyscallRecord {
    /// Bytes moved when the call succeeded, 0 otherwise.
    pub fn bytes(&self) -> u64 {
        match self.result {
            Ok(n) if self.kind.moves_data() => n,
            _ => 0,
        }
    }

    /// The bytes that moved: all a read returned, the accepted start of a write.
    pub fn moved(&self) -> &[u8] {
        let moved = (self.bytes() as usize).min(self.payload.len());
        &self.payload[..moved]
    }
}
