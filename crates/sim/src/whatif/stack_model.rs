//! Another runtime's stdout, expressed as a stack of std's genuine writers over fd 1.
//!
//! A model names std types and capacities only; [`crate::whatif::compare`] builds them and
//! lets std decide when bytes move. Where the other runtime's rule differs from the std type
//! standing in for it, the language's `caveat` says so.

use crate::kernel::StreamTarget;

/// A buffer size, fixed or taken from the device as the runtime does (`fstat`'s `st_blksize`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Capacity {
    /// In bytes.
    Bytes(usize),
    /// The device's block size ([`st_blksize`]), as CPython's `open()` takes it.
    BlockSize,
    /// The device's block size, at most this many bytes, as glibc takes it
    /// (`min(st_blksize, BUFSIZ)`).
    BlockSizeAtMost(usize),
}

impl Capacity {
    /// The size on `target`. In bytes.
    pub fn bytes(self, target: StreamTarget) -> usize {
        match self {
            Capacity::Bytes(n) => n,
            Capacity::BlockSize => st_blksize(target),
            Capacity::BlockSizeAtMost(max) => st_blksize(target).min(max),
        }
    }
}

/// What `fstat(1)` reports as `st_blksize` on Linux for each kind of fd 1. In bytes.
///
/// 4096 (the page size) for a file on ext4 or tmpfs, a pipe and `/dev/null`; 1024 for a
/// pseudo-terminal (devpts). Measured with `os.fstat(fd).st_blksize` on the recording machine.
pub fn st_blksize(target: StreamTarget) -> usize {
    match target {
        StreamTarget::Terminal => 1024,
        StreamTarget::File | StreamTarget::Pipe | StreamTarget::Null => 4096,
    }
}

/// One std type in a stack.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layer {
    /// `LineWriter::with_capacity`.
    LineWriter(Capacity),
    /// `BufWriter::with_capacity`.
    BufWriter(Capacity),
}

/// A stdout stack: its layers over fd 1, and whether the program flushes after each line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StackModel {
    /// Outermost first. Empty: every chunk is handed straight to fd 1 (one `write` each).
    pub layers: &'static [Layer],
    /// `flush()` after every chunk that contains a newline (C++'s `std::endl`, Python's
    /// `line_buffering`).
    pub flush_after_newline: bool,
}

impl StackModel {
    /// No buffer at all.
    pub const RAW: StackModel = StackModel {
        layers: &[],
        flush_after_newline: false,
    };

    /// The stack as Rust code would build it on `target`.
    ///
    /// # Examples
    ///
    /// ```
    /// use bufscope_sim::kernel::StreamTarget;
    /// use bufscope_sim::whatif::{Capacity, Layer, StackModel};
    /// let python = StackModel {
    ///     layers: &[Layer::BufWriter(Capacity::Bytes(8192)), Layer::BufWriter(Capacity::BlockSize)],
    ///     flush_after_newline: false,
    /// };
    /// assert_eq!(
    ///     python.describe(StreamTarget::File),
    ///     "BufWriter::with_capacity(8192, BufWriter::with_capacity(4096, fd 1))"
    /// );
    /// ```
    pub fn describe(&self, target: StreamTarget) -> String {
        let mut text = "fd 1".to_string();
        for layer in self.layers.iter().rev() {
            text = match layer {
                Layer::LineWriter(c) => {
                    format!("LineWriter::with_capacity({}, {text})", c.bytes(target))
                }
                Layer::BufWriter(c) => {
                    format!("BufWriter::with_capacity({}, {text})", c.bytes(target))
                }
            };
        }
        if self.layers.is_empty() {
            text.push_str(" (one write per chunk)");
        }
        if self.flush_after_newline {
            text.push_str(", flush() after each chunk with a newline");
        }
        text
    }
}
