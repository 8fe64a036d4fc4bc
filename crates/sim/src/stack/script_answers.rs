//! What the interpreter and the bottom layer of a stack over the script's own writer share:
//! the script's value and the results of its methods, which the layer hands std (see
//! `script_writer`). A leaf: the stream trait names the handle, and the layers import it.

use std::any::Any;
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::io;
use std::rc::Rc;

/// What the script's method returned for a [`Request`].
#[derive(Debug, Clone)]
pub enum Answer {
    Wrote(Result<usize, Rc<io::Error>>),
    Flushed(Result<(), Rc<io::Error>>),
}

/// A copy of the script's error for std to return (an `io::Error` is not `Clone`): the same
/// kind, OS code or message, so it prints and compares as the script's own does.
fn copy_error(error: &io::Error) -> io::Error {
    if let Some(code) = error.raw_os_error() {
        io::Error::from_raw_os_error(code)
    } else if let Some(inner) = error.get_ref() {
        io::Error::new(error.kind(), inner.to_string())
    } else {
        io::Error::from(error.kind())
    }
}

/// The error std gets when a call has no answer: never seen by the script (a twin's run is
/// discarded, and a real run without an answer stops the run; see [`ScriptWriterHandle`]).
pub(super) fn unanswered() -> io::Error {
    io::Error::other("bufscope: a call of the script's writer with no answer")
}

/// The answer to a `write`, if `answer` is one.
pub(super) fn wrote(answer: Option<&Answer>) -> Option<io::Result<usize>> {
    match answer? {
        Answer::Wrote(result) => Some(result.clone().map_err(|e| copy_error(&e))),
        Answer::Flushed(_) => None,
    }
}

/// The answer to a `flush`, if `answer` is one.
pub(super) fn flushed(answer: Option<&Answer>) -> Option<io::Result<()>> {
    match answer? {
        Answer::Flushed(result) => Some(result.clone().map_err(|e| copy_error(&e))),
        Answer::Wrote(_) => None,
    }
}

/// What the interpreter and the bottom layer of a stack share.
#[derive(Debug, Clone)]
pub struct ScriptWriterHandle {
    /// The script's value (the interpreter's variable slot; the stack never looks inside).
    pub value: Rc<dyn Any>,
    /// The script's name of the value's type.
    pub type_name: Rc<str>,
    /// Answers for the calls the next real operation makes, in order.
    pub(super) answers: Rc<RefCell<VecDeque<Answer>>>,
    /// Set when std called the script's writer and no answer was there: an operation the
    /// interpreter did not prepare. The interpreter stops the run rather than show it.
    pub(super) starved: Rc<Cell<bool>>,
}

impl ScriptWriterHandle {
    /// A handle for `value`, of the script's type `type_name`; `starved` is the interpreter's.
    pub fn new(value: Rc<dyn Any>, type_name: &str, starved: Rc<Cell<bool>>) -> Self {
        ScriptWriterHandle {
            value,
            type_name: type_name.into(),
            answers: Rc::default(),
            starved,
        }
    }

    /// Gives the real operation its answers.
    pub fn load(&self, answers: Vec<Answer>) {
        *self.answers.borrow_mut() = answers.into();
    }
}
