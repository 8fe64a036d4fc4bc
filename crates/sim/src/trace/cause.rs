//! Why a syscall happened.

/// The reason a syscall was made, derived from the layers it passed through (never guessed from
/// its size).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Cause {
    /// A write on a handle with no buffer (a bare `File`, stderr, a socket).
    UnbufferedWrite,
    /// A `LineWriter` (or stdout) wrote because the data contained a newline.
    Newline,
    /// A `BufWriter` flushed because the next write did not fit in its buffer.
    BufferFull,
    /// A write at least as large as the buffer went straight through.
    WriteBypass,
    /// The program called `flush()`.
    ExplicitFlush,
    /// The program seeked a `BufWriter`, which writes out what it holds first (std's `Seek`
    /// for `BufWriter`).
    SeekFlush,
    /// A buffered writer was dropped and flushed what it held.
    FlushOnDrop,
    /// `into_inner()` flushed the buffer before giving the inner writer back.
    IntoInner,
    /// std's runtime flushed stdout's line buffer as the program exited.
    StdoutCleanup,
    /// A read on a handle with no buffer.
    UnbufferedRead,
    /// A `BufReader` refilled its empty buffer.
    Refill,
    /// A read at least as large as the `BufReader`'s buffer went straight through.
    ReadBypass,
    /// `read_to_end` asked the file's size and position to size its buffer.
    SizeHintProbe,
    /// `read_to_end` read a small probe to see whether the data had ended.
    EofProbe,
    /// A file or socket was opened.
    Open,
    /// A handle was closed, usually because its owner was dropped.
    Close,
    /// A handle was duplicated (`try_clone`).
    Duplicate,
    /// The program asked the file system itself: a file's metadata, removing it, making a
    /// directory, syncing to disk, setting a length, seeking.
    FileSystem,
    /// The program set a socket up or asked about one: an option, binding an address,
    /// listening, naming either end, shutting one direction.
    Socket,
    /// `io::copy` between two fds: std asked each fd what it is (`statx`), then had the
    /// kernel move the bytes (`copy_file_range`, `sendfile`, `splice`).
    KernelCopy,
}

impl Cause {
    /// A short badge text, one per cause (the log filters by it).
    pub fn label(self) -> &'static str {
        match self {
            Cause::UnbufferedWrite => "unbuffered write",
            Cause::Newline => "newline",
            Cause::BufferFull => "buffer full",
            Cause::WriteBypass => "write bypass",
            Cause::ExplicitFlush => "flush",
            Cause::SeekFlush => "seek flush",
            Cause::FlushOnDrop => "drop",
            Cause::IntoInner => "into_inner",
            Cause::StdoutCleanup => "exit cleanup",
            Cause::UnbufferedRead => "unbuffered read",
            Cause::Refill => "refill",
            Cause::ReadBypass => "read bypass",
            Cause::SizeHintProbe => "size hint",
            Cause::EofProbe => "eof probe",
            Cause::Open => "open",
            Cause::Close => "close",
            Cause::Duplicate => "dup",
            Cause::FileSystem => "file system",
            Cause::Socket => "socket",
            Cause::KernelCopy => "kernel copy",
        }
    }

    /// Every cause, in declaration order.
    pub const ALL: [Cause; 20] = [
        Cause::UnbufferedWrite,
        Cause::Newline,
        Cause::BufferFull,
        Cause::WriteBypass,
        Cause::ExplicitFlush,
        Cause::SeekFlush,
        Cause::FlushOnDrop,
        Cause::IntoInner,
        Cause::StdoutCleanup,
        Cause::UnbufferedRead,
        Cause::Refill,
        Cause::ReadBypass,
        Cause::SizeHintProbe,
        Cause::EofProbe,
        Cause::Open,
        Cause::Close,
        Cause::Duplicate,
        Cause::FileSystem,
        Cause::Socket,
        Cause::KernelCopy,
    ];
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cause_has_its_own_label() {
        let mut labels: Vec<&str> = Cause::ALL.iter().map(|c| c.label()).collect();
        labels.sort_unstable();
        labels.dedup();
        assert_eq!(labels.len(), Cause::ALL.len(), "{labels:?}");
    }
}
