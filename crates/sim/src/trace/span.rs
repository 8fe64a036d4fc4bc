//! Where in the script something is.

use std::fmt;

/// A range of the script, 1-based lines and columns as rustc prints them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Span {
    pub line: u32,
    pub column: u32,
    pub end_line: u32,
    pub end_column: u32,
}

impl fmt::Display for Span {
    /// `12:5-12:31`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}-{}:{}",
            self.line, self.column, self.end_line, self.end_column
        )
    }
}

/// One entry of a caused-by stack: a call in Rust terms, like `BufWriter<File>::write_all`.
#[derive(Debug, Clone, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Frame {
    pub call: std::rc::Rc<str>,
}

impl PartialEq for Frame {
    /// Frames are made once per layer and shared: the same text is usually the same `Rc`.
    fn eq(&self, other: &Frame) -> bool {
        std::rc::Rc::ptr_eq(&self.call, &other.call) || self.call == other.call
    }
}

impl Frame {
    pub fn new(call: impl Into<std::rc::Rc<str>>) -> Frame {
        Frame { call: call.into() }
    }
}
