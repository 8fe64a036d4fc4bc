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
    /// Every layer of the stream it used, outermost first, with what its buffer held after it
    /// returned: what a view draws as boxes and cells.
    pub layers: Vec<LayerSnapshot>,
    /// Bytes the terminal had received when it returned, so a view can replay the screen up to
    /// this operation. In bytes.
    pub terminal_bytes_after: u64,
    /// Bytes fd 1's device had received when it returned. In bytes.
    pub stdout_bytes_after: u64,
}

impl OpRecord {
    /// Bytes waiting in each buffer of the stream it used, after it returned: `(layer, capacity,
    /// buffered)`, outermost first (the layers that have a buffer).
    pub fn buffers(&self) -> impl Iterator<Item = (&str, usize, usize)> {
        self.layers
            .iter()
            .filter_map(|layer| Some((layer.type_name.as_str(), layer.capacity?, layer.buffered)))
    }
}

/// One layer of a stream at one moment.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct LayerSnapshot {
    /// The Rust type, e.g. `BufWriter<File>`.
    pub type_name: String,
    /// The buffer's capacity, for layers that have one. In bytes.
    pub capacity: Option<usize>,
    /// Bytes waiting in the buffer. In bytes.
    pub buffered: usize,
    /// The first [`SNAPSHOT_BYTES`] of them: enough to draw, bounded for a million operations.
    pub data: Vec<u8>,
    /// Where the calls the layer is given go on to.
    pub passes: Passes,
}

/// Where a layer sends the calls it is given (past its buffer, if it has one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Passes {
    /// To the layer below it (`Stdout` to its `LineWriter`, a `BufWriter` to its writer).
    Down,
    /// To its fd: each call is a syscall.
    Syscall,
    /// Into (or out of) memory the program holds: a `Vec<u8>`, a `Cursor`, a byte slice.
    /// No syscall.
    Memory {
        /// The bytes the memory holds. In bytes.
        len: usize,
        /// A cursor's position (a slice's is where it has moved to). In bytes.
        position: Option<u64>,
    },
    /// To the script's own `write` and `flush`: a syscall only if they make one.
    Script,
    /// Nowhere a syscall reaches: `io::sink()` discards, `io::empty()` and `io::repeat()`
    /// make their bytes up.
    Nowhere,
}

/// How many buffered bytes a snapshot keeps.
pub const SNAPSHOT_BYTES: usize = 256;
