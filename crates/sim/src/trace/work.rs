//! Work a run does in user space, counted exactly: what the cost model prices besides syscalls.

/// Counts of user-space work over a whole run.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct UserWork {
    /// I/O calls the script made (`write_all`, `println!`, `read`, a drop that flushes…).
    pub operations: u64,
    /// Calls one layer made into the layer below (seen by the taps).
    pub layer_calls: u64,
    /// Bytes offered or asked for in those calls. In bytes.
    pub layer_bytes: u64,
    /// `write_str` calls the formatting machinery made (a piece, an argument, a padding char).
    pub format_pieces: u64,
    /// Buffers allocated (`BufWriter`, `LineWriter`, `BufReader`).
    pub buffers: u64,
    /// Their total capacity. In bytes.
    pub buffer_bytes: u64,
    /// `io::Bytes::next` calls (a script's `bytes()` loop, serde_json's reader).
    pub byte_reads: u64,
}
