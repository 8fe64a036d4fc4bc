//! One operation of the script: a call the program makes, as the script wrote it.

/// An operation and what it caused.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct OpRecord {
    /// 1 for the first operation.
    pub index: u64,
    pub span: super::Span,
    /// The operation, e.g. `w.write_all(b"abc")` or `drop(w)`.
    pub label: String,
    /// Syscalls made before it started; its syscalls are numbered after this.
    pub syscalls_before: u64,
    /// Syscalls made when it returned.
    pub syscalls_after: u64,
    /// The simulated clock when it returned. In nanoseconds.
    pub end_ns: u64,
    /// Bytes waiting in each buffer of the stream it used, after it returned: `(layer, capacity,
    /// buffered)`, outermost first.
    pub buffers: Vec<(String, usize, usize)>,
}
