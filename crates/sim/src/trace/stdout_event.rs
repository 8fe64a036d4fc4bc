//! What a program handed to stdout's top layer, for replaying the same output elsewhere.

/// One call a program made on stdout's shared writer (`print!`, `io::stdout().write_all`, a
/// `BufWriter<Stdout>` passing its buffer down…), in program order.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub enum StdoutEvent {
    /// Bytes the writer accepted: a `write_all` whole, a `write` or `write_vectored` as far as
    /// it got.
    Write {
        /// The script operation that made the call (1 for the first operation; 0 outside any
        /// operation, e.g. `main`'s error report).
        operation: u64,
        bytes: Vec<u8>,
    },
    /// `flush()`.
    Flush {
        /// As for [`StdoutEvent::Write`].
        operation: u64,
    },
}
