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

/// The frames of one run by their text, so that two layers naming the same call (a tap's
/// `File::write` and the `File::write` of the handle below it) share one `Rc`: comparing them
/// is then a pointer comparison, not a comparison of their bytes on every syscall.
#[derive(Debug, Default)]
pub struct FrameNames {
    names: std::collections::HashSet<std::rc::Rc<str>>,
}

impl FrameNames {
    /// The run's frame for `call`, made the first time it is asked for.
    pub fn frame(&mut self, call: &str) -> Frame {
        if let Some(name) = self.names.get(call) {
            return Frame { call: name.clone() };
        }
        let name: std::rc::Rc<str> = call.into();
        self.names.insert(name.clone());
        Frame { call: name }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_names_each_frame_once() {
        let mut names = FrameNames::default();
        let write = names.frame("File::write");
        let again = names.frame(&format!("File::{}", "write"));
        let read = names.frame("File::read");
        assert!(std::rc::Rc::ptr_eq(&write.call, &again.call));
        assert!(!std::rc::Rc::ptr_eq(&write.call, &read.call));
        assert_eq!((&*write.call, &*read.call), ("File::write", "File::read"));
        assert_eq!(write, Frame::new("File::write"));
    }
}
