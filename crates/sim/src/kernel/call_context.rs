//! What the program was doing when a syscall happened: the chain of calls and its cause.
//!
//! Layers push a frame when a call enters them and pop it when it returns. The first layer
//! that knows *why* data moves (a flush, a full buffer, a newline…) sets the cause; layers
//! further down keep it, because the outermost decision is what made the data move at all.

use crate::trace::{Cause, Frame, Span};

#[derive(Debug, Default, Clone)]
pub struct CallContext {
    frames: Vec<(Frame, Option<Cause>)>,
    span: Option<Span>,
}

impl CallContext {
    /// Enters a call; `cause` says why data moves from here on, if this layer knows.
    pub fn push(&mut self, frame: Frame, cause: Option<Cause>) {
        self.frames.push((frame, cause));
    }

    /// Leaves the innermost call.
    pub fn pop(&mut self) {
        self.frames.pop();
    }

    /// The outermost cause set by any active call.
    pub fn cause(&self) -> Option<Cause> {
        self.frames.iter().find_map(|(_, cause)| *cause)
    }

    /// The active calls, outermost first.
    pub fn frames(&self) -> Vec<Frame> {
        self.frames_iter().cloned().collect()
    }

    /// The active calls, outermost first, without collecting them.
    pub fn frames_iter(&self) -> impl Iterator<Item = &Frame> {
        self.frames.iter().map(|(frame, _)| frame)
    }

    /// The innermost active call.
    pub fn innermost(&self) -> Option<&Frame> {
        self.frames.last().map(|(frame, _)| frame)
    }

    /// How deep the chain is (0 when the script itself is running).
    pub fn depth(&self) -> usize {
        self.frames.len()
    }

    /// Sets the script span of the operation being run.
    pub fn set_span(&mut self, span: Option<Span>) {
        self.span = span;
    }

    pub fn span(&self) -> Option<Span> {
        self.span
    }
}
