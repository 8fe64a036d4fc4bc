//! Linux error numbers the simulated kernel can return, and their `io::Error` form.
//!
//! The error travels through std's own code (BufWriter retries `Interrupted`, stdout ignores
//! `EBADF`), so the `io::ErrorKind` must be the one Linux's errno maps to. We cannot use
//! `io::Error::from_raw_os_error`: on wasm32-unknown-unknown std knows no error strings and no
//! kinds. Instead the error carries an [`Errno`] as its payload and reports the right kind.

use std::fmt;
use std::io;

/// An errno value a simulated syscall failed with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Errno {
    /// 2: No such file or directory.
    Enoent,
    /// 9: Bad file descriptor.
    Ebadf,
    /// 14: Bad address. Only std's statx probe meets it (`Kernel::statx_probe`).
    Efault,
    /// 17: File exists.
    Eexist,
    /// 20: Not a directory.
    Enotdir,
    /// 21: Is a directory.
    Eisdir,
    /// 22: Invalid argument.
    Einval,
    /// 29: Illegal seek.
    Espipe,
    /// 28: No space left on device.
    Enospc,
    /// 27: File too large: a regular file would grow past [`super::FILE_SIZE_LIMIT`].
    Efbig,
    /// 32: Broken pipe.
    Epipe,
    /// 88: Socket operation on non-socket.
    Enotsock,
    /// 107: Transport endpoint is not connected.
    Enotconn,
    /// 104: Connection reset by peer.
    Econnreset,
    /// 111: Connection refused.
    Econnrefused,
    /// Not an errno: the call was still waiting when the run ended (a server's `accept4`
    /// with no client left). strace prints it `<unfinished ...>) = ?`; nothing returns it to
    /// the program. Its code is the kernel's own for a wait cut short, `ERESTARTSYS` (512).
    Unfinished,
}

impl Errno {
    /// The number Linux uses.
    pub fn code(self) -> i32 {
        match self {
            Errno::Enoent => 2,
            Errno::Ebadf => 9,
            Errno::Efault => 14,
            Errno::Eexist => 17,
            Errno::Enotdir => 20,
            Errno::Eisdir => 21,
            Errno::Einval => 22,
            Errno::Espipe => 29,
            Errno::Enospc => 28,
            Errno::Efbig => 27,
            Errno::Epipe => 32,
            Errno::Enotsock => 88,
            Errno::Enotconn => 107,
            Errno::Econnreset => 104,
            Errno::Econnrefused => 111,
            Errno::Unfinished => 512,
        }
    }

    /// The symbolic name strace prints (`EBADF`).
    pub fn name(self) -> &'static str {
        match self {
            Errno::Enoent => "ENOENT",
            Errno::Ebadf => "EBADF",
            Errno::Efault => "EFAULT",
            Errno::Eexist => "EEXIST",
            Errno::Enotdir => "ENOTDIR",
            Errno::Eisdir => "EISDIR",
            Errno::Einval => "EINVAL",
            Errno::Espipe => "ESPIPE",
            Errno::Enospc => "ENOSPC",
            Errno::Efbig => "EFBIG",
            Errno::Epipe => "EPIPE",
            Errno::Enotsock => "ENOTSOCK",
            Errno::Enotconn => "ENOTCONN",
            Errno::Econnreset => "ECONNRESET",
            Errno::Econnrefused => "ECONNREFUSED",
            Errno::Unfinished => "?",
        }
    }

    /// glibc's `strerror` text, which strace prints and Rust's `io::Error` shows.
    pub fn message(self) -> &'static str {
        match self {
            Errno::Enoent => "No such file or directory",
            Errno::Ebadf => "Bad file descriptor",
            Errno::Efault => "Bad address",
            Errno::Eexist => "File exists",
            Errno::Enotdir => "Not a directory",
            Errno::Eisdir => "Is a directory",
            Errno::Einval => "Invalid argument",
            Errno::Espipe => "Illegal seek",
            Errno::Enospc => "No space left on device",
            Errno::Efbig => "File too large",
            Errno::Epipe => "Broken pipe",
            Errno::Enotsock => "Socket operation on non-socket",
            Errno::Enotconn => "Transport endpoint is not connected",
            Errno::Econnreset => "Connection reset by peer",
            Errno::Econnrefused => "Connection refused",
            Errno::Unfinished => "unfinished",
        }
    }

    /// The `io::ErrorKind` std's `decode_error_kind` gives this errno on Linux.
    pub fn kind(self) -> io::ErrorKind {
        match self {
            Errno::Enoent => io::ErrorKind::NotFound,
            // Linux gives `Uncategorized`, which stable code cannot name; nothing in std
            // branches on it, and `rust_debug` prints the real name.
            Errno::Ebadf | Errno::Efault => io::ErrorKind::Other,
            Errno::Eexist => io::ErrorKind::AlreadyExists,
            Errno::Enotdir => io::ErrorKind::NotADirectory,
            Errno::Eisdir => io::ErrorKind::IsADirectory,
            Errno::Einval => io::ErrorKind::InvalidInput,
            Errno::Espipe => io::ErrorKind::NotSeekable,
            Errno::Enospc => io::ErrorKind::StorageFull,
            Errno::Efbig => io::ErrorKind::FileTooLarge,
            Errno::Epipe => io::ErrorKind::BrokenPipe,
            Errno::Enotsock => io::ErrorKind::Other,
            Errno::Enotconn => io::ErrorKind::NotConnected,
            Errno::Econnreset => io::ErrorKind::ConnectionReset,
            Errno::Econnrefused => io::ErrorKind::ConnectionRefused,
            Errno::Unfinished => io::ErrorKind::Interrupted,
        }
    }

    /// The name Rust's `Debug` gives this errno's `ErrorKind` on Linux.
    pub fn kind_name(self) -> &'static str {
        match self {
            Errno::Enoent => "NotFound",
            Errno::Ebadf | Errno::Efault => "Uncategorized",
            Errno::Eexist => "AlreadyExists",
            Errno::Enotdir => "NotADirectory",
            Errno::Eisdir => "IsADirectory",
            Errno::Einval => "InvalidInput",
            Errno::Espipe => "NotSeekable",
            Errno::Enospc => "StorageFull",
            Errno::Efbig => "FileTooLarge",
            Errno::Epipe => "BrokenPipe",
            Errno::Enotsock => "Uncategorized",
            Errno::Enotconn => "NotConnected",
            Errno::Econnreset => "ConnectionReset",
            Errno::Econnrefused => "ConnectionRefused",
            Errno::Unfinished => "Interrupted",
        }
    }

    /// The errno carried by an error made by [`Errno::into_io`], if any.
    pub fn of(error: &io::Error) -> Option<Errno> {
        error
            .get_ref()
            .and_then(|inner| inner.downcast_ref::<Errno>())
            .copied()
    }

    /// What std's `Debug` of `io::Error::from_raw_os_error` prints on Linux:
    /// `Os { code: 2, kind: NotFound, message: "No such file or directory" }` (`{:#?}`
    /// included). The simulator's errors carry the errno as a custom error (std's own
    /// `from_raw_os_error` asks the host for its text, which wasm32 does not have).
    pub fn fmt_os_debug(self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        struct KindName(&'static str);
        impl fmt::Debug for KindName {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.0)
            }
        }
        f.debug_struct("Os")
            .field("code", &self.code())
            .field("kind", &KindName(self.kind_name()))
            .field("message", &self.message())
            .finish()
    }

    /// The `io::Error` a std function would return for this errno.
    pub fn into_io(self) -> io::Error {
        io::Error::new(self.kind(), self)
    }
}

impl fmt::Display for Errno {
    /// As Rust displays an OS error: `Bad file descriptor (os error 9)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (os error {})", self.message(), self.code())
    }
}

impl std::error::Error for Errno {}
