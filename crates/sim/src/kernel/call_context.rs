//! What the program was doing when a syscall happened: the chain of calls and its cause.
//!
//! Layers push a frame when a call enters them and pop it when it returns. The first layer
//! that knows *why* data moves (a flush, a full buffer, a newline…) sets the cause; layers
//! further down keep it, because the outermost decision is what made the data move at all.

use crate::trace::{Cause, Frame, Span};

#[derive(Debug, Default, Clone)]
pub struct CallContext {
    /// The active calls, outermost first, are the first `depth` entries. Past them are the
    /// entries of calls that returned, kept so that a call entered again at the same depth
    /// (every iteration of a loop enters the same ones) finds its frame there: entering and
    /// leaving it then moves no reference count and drops nothing.
    frames: Vec<(Frame, Option<Cause>)>,
    depth: usize,
    span: Option<Span>,
}

impl CallContext {
    /// Enters a call; `cause` says why data moves from here on, if this layer knows.
    pub fn push(&mut self, frame: Frame, cause: Option<Cause>) {
        self.push_shared(&frame, cause);
    }

    /// [`CallContext::push`] of a frame the caller keeps: cloned only when the entry at this
    /// depth holds another.
    #[inline]
    pub fn push_shared(&mut self, frame: &Frame, cause: Option<Cause>) {
        match self.frames.get_mut(self.depth) {
            Some(entry) if std::rc::Rc::ptr_eq(&entry.0.call, &frame.call) => entry.1 = cause,
            Some(entry) => *entry = (frame.clone(), cause),
            None => self.frames.push((frame.clone(), cause)),
        }
        self.depth += 1;
    }

    /// Leaves the innermost call.
    #[inline]
    pub fn pop(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// The active calls and their causes, outermost first.
    fn active(&self) -> &[(Frame, Option<Cause>)] {
        &self.frames[..self.depth]
    }

    /// The outermost cause set by any active call.
    pub fn cause(&self) -> Option<Cause> {
        self.active().iter().find_map(|(_, cause)| *cause)
    }

    /// The active calls, outermost first.
    pub fn frames(&self) -> Vec<Frame> {
        self.frames_iter().cloned().collect()
    }

    /// The active calls, outermost first, without collecting them.
    pub fn frames_iter(&self) -> impl Iterator<Item = &Frame> {
        self.active().iter().map(|(frame, _)| frame)
    }

    /// The innermost active call.
    pub fn innermost(&self) -> Option<&Frame> {
        self.active().last().map(|(frame, _)| frame)
    }

    /// How deep the chain is (0 when the script itself is running).
    pub fn depth(&self) -> usize {
        self.depth
    }

    /// Sets the script span of the operation being run.
    pub fn set_span(&mut self, span: Option<Span>) {
        self.span = span;
    }

    pub fn span(&self) -> Option<Span> {
        self.span
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_call_entered_again_reuses_its_entry_and_the_chain_is_what_is_active() {
        let (outer, inner, other) = (
            Frame::new("println!(\"{}\", i)"),
            Frame::new("Stdout::write_all"),
            Frame::new("File::write"),
        );
        let mut context = CallContext::default();
        context.push_shared(&outer, None);
        context.push_shared(&inner, Some(Cause::Newline));
        context.pop();
        context.pop();
        assert_eq!((context.depth(), context.cause()), (0, None));
        assert_eq!(context.frames(), Vec::<Frame>::new());
        context.push_shared(&outer, None);
        context.push(other.clone(), Some(Cause::BufferFull));
        assert_eq!(context.frames(), vec![outer.clone(), other.clone()]);
        assert_eq!(context.innermost(), Some(&other));
        assert_eq!(context.cause(), Some(Cause::BufferFull));
        context.pop();
        context.push_shared(&inner, None);
        assert_eq!(context.frames(), vec![outer.clone(), inner.clone()]);
        assert_eq!(context.cause(), None);
        // The reused entry is the one pushed, not a copy: the outer frame is shared.
        assert!(std::rc::Rc::ptr_eq(&context.frames()[0].call, &outer.call));
        context.pop();
        context.pop();
        context.pop();
        assert_eq!(context.depth(), 0);
    }
}
