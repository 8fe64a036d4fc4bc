//! The script's own `io::Write` type under std's genuine `BufWriter` or `LineWriter`.
//!
//! std's code cannot call back into the interpreter while it runs (the interpreter is what
//! called it), so the script's `write` and `flush` run *before* each operation, in the order
//! std will call them, and the bottom layer of the stack answers std's calls from that list.
//! The list comes from running the operation on a twin: a genuine `BufWriter` (or
//! `LineWriter`) of the same capacity, holding the same bytes, over a [`Probe`] that answers
//! what it knows and notes the first call it cannot answer. The interpreter runs the script's
//! method for that call (once, with its side effects), adds its result and runs the twin again
//! from the same state. std's code is deterministic: the twin and the real writer make the
//! same calls, so the real operation runs exactly as the compiled program's does.

use std::cell::RefCell;
use std::io::{self, BufWriter, LineWriter, Write};
use std::rc::Rc;

use super::fd_handles::KernelRef;
pub use super::script_answers::{Answer, ScriptWriterHandle};
use super::script_answers::{flushed, unanswered, wrote};
use super::stream::share;
use super::stream::{IntoInnerResult, Stream, StreamRef, no_into_inner};
use super::tap::{Owner, OwnerState, Tap, write_cause};
use crate::trace::Cause;

/// A call std makes of the script's writer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Request {
    /// `write(&bytes)`, and why std makes it (see [`write_cause`]).
    Write(Vec<u8>, Cause),
    /// `flush()`.
    Flush,
}

/// The bottom layer: the script's writer, answering std's calls from what the script's
/// methods returned.
#[derive(Debug)]
pub struct ScriptWriterStream {
    handle: ScriptWriterHandle,
}

impl ScriptWriterStream {
    pub fn new(handle: ScriptWriterHandle) -> Self {
        ScriptWriterStream { handle }
    }

    fn next(&mut self) -> Option<Answer> {
        self.handle.answers.borrow_mut().pop_front()
    }

    fn starve(&self) -> io::Error {
        self.handle.starved.set(true);
        unanswered()
    }
}

impl Write for ScriptWriterStream {
    fn write(&mut self, _buf: &[u8]) -> io::Result<usize> {
        let answer = self.next();
        wrote(answer.as_ref()).unwrap_or_else(|| Err(self.starve()))
    }
    fn flush(&mut self) -> io::Result<()> {
        let answer = self.next();
        flushed(answer.as_ref()).unwrap_or_else(|| Err(self.starve()))
    }
}

impl Stream for ScriptWriterStream {
    fn type_name(&self) -> String {
        self.handle.type_name.to_string()
    }
    fn writer(&mut self) -> Option<&mut dyn Write> {
        Some(self)
    }
    fn script_writer(&self) -> Option<ScriptWriterHandle> {
        Some(self.handle.clone())
    }
    fn into_parts(self: Box<Self>) -> Result<(StreamRef, Vec<u8>), Box<dyn Stream>> {
        Err(self)
    }
    fn into_inner(self: Box<Self>) -> IntoInnerResult {
        Err((no_into_inner(&*self), self))
    }
}

/// What a [`Probe`] was told and what it found missing.
#[derive(Debug)]
struct ProbeLog {
    /// The kind of writer over the probe, and what its caller's memory is in the call now
    /// running: what says why each call is made, as a tap says it.
    owner: Owner,
    state: OwnerState,
    answers: Vec<Answer>,
    next: usize,
    /// The first call with no answer.
    miss: Option<Request>,
    /// Past a miss, or once the twin's operation is over: calls are neither answered nor
    /// noted (the twin's own drop flushes).
    closed: bool,
}

/// The twin's writer: answers from a list, notes the first call it cannot answer.
#[derive(Debug, Clone)]
struct Probe(Rc<RefCell<ProbeLog>>);

impl Probe {
    /// A probe under a writer of kind `owner`, answering `answers` in order.
    fn new(owner: Owner, answers: Vec<Answer>) -> Probe {
        Probe(Rc::new(RefCell::new(ProbeLog {
            owner,
            state: OwnerState::default(),
            answers,
            next: 0,
            miss: None,
            closed: false,
        })))
    }

    /// Tells the probe what the caller's memory is in the call starting now.
    fn arm(&self, state: OwnerState) {
        self.0.borrow_mut().state = state;
    }

    /// The first call it had no answer for, and the answers it was given (to add to).
    fn finish(self) -> (Option<Request>, Vec<Answer>) {
        let mut log = self.0.borrow_mut();
        (log.miss.take(), std::mem::take(&mut log.answers))
    }

    /// Whether the writer over it called it at all.
    fn called(&self) -> bool {
        self.0.borrow().next > 0
    }

    /// Answers nothing more and notes nothing more.
    fn close(&self) {
        self.0.borrow_mut().closed = true;
    }

    fn call<T>(
        &mut self,
        request: impl FnOnce(&ProbeLog) -> Request,
        answer: impl FnOnce(Option<&Answer>) -> Option<io::Result<T>>,
        closed: T,
    ) -> io::Result<T> {
        let mut log = self.0.borrow_mut();
        if log.closed {
            return Ok(closed);
        }
        let next = log.next;
        log.next += 1;
        match answer(log.answers.get(next)) {
            Some(result) => result,
            None => {
                // No answer (or one for the other method, which std's determinism rules out):
                // this is the call the script's method must answer first.
                log.miss = Some(request(&log));
                log.closed = true;
                Err(unanswered())
            }
        }
    }
}

impl Write for Probe {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let request =
            |log: &ProbeLog| Request::Write(buf.to_vec(), write_cause(log.owner, &log.state, buf));
        self.call(request, wrote, buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        self.call(|_| Request::Flush, flushed, ())
    }
}

/// The probe as the layer under the twin's silent tap.
impl Stream for Probe {
    fn type_name(&self) -> String {
        "Probe".into()
    }
    fn writer(&mut self) -> Option<&mut dyn Write> {
        Some(self)
    }
    fn into_parts(self: Box<Self>) -> Result<(StreamRef, Vec<u8>), Box<dyn Stream>> {
        Err(self)
    }
    fn into_inner(self: Box<Self>) -> IntoInnerResult {
        Err((no_into_inner(&*self), self))
    }
}

/// A genuine buffered writer in the state of a stack's top layer, over a [`Probe`].
#[derive(Debug)]
pub struct Twin {
    writer: TwinWriter,
    probe: Probe,
}

/// Over a silent tap, so the twin runs the very instantiation of std's code the real writer
/// runs (a `BufWriter<Probe>` of its own added 8 KB to the worker).
#[derive(Debug)]
enum TwinWriter {
    Buf(BufWriter<Tap>),
    Line(LineWriter<Tap>),
}

/// What a twin is asked to do: what the real operation will do.
pub(crate) enum TwinOp<'a> {
    /// A call through `Write` (`write`, `write_all`, `write!`, `flush`…).
    Call(&'a mut dyn FnMut(&mut dyn Write)),
    /// `into_inner()`: a flush of the buffer, then the writer is given back (or, when that
    /// fails, dropped with the error).
    IntoInner,
    /// The drop: a flush of the buffer whose error is ignored.
    Drop,
}

impl Twin {
    /// A twin of `layer` (a `BufWriter` or a `LineWriter`) over a probe answering `answers`:
    /// the same capacity, holding the same bytes. `None` when std's API cannot put it in that
    /// state without a call of the writer (a `LineWriter` holding a newline after a short
    /// write).
    pub fn of(kernel: &KernelRef, layer: &dyn Stream, answers: Vec<Answer>) -> Option<Twin> {
        let view = layer.buffer(usize::MAX)?;
        let name = layer.name();
        let (owner, line) = if name.starts_with("BufWriter<") {
            (Owner::BufWriter, false)
        } else if name.starts_with("LineWriter<") && !view.data.contains(&b'\n') {
            (Owner::LineWriter, true)
        } else {
            return None;
        };
        // Empty while the buffered bytes go in, so no answer meant for the operation can be
        // taken by them; loaded once they are in.
        let probe = Probe::new(owner, Vec::new());
        let tap = Tap::silent(kernel.clone(), share(probe.clone()), owner);
        let writer = if line {
            TwinWriter::Line(LineWriter::with_capacity(view.capacity, tap))
        } else {
            TwinWriter::Buf(BufWriter::with_capacity(view.capacity, tap))
        };
        let mut twin = Twin { writer, probe };
        // A write shorter than the room left is only copied in: the first byte, then the
        // rest, fills even a full buffer without a call of the writer.
        let (first, rest) = view.data.split_at(view.data.len().min(1));
        for part in [first, rest] {
            if !part.is_empty() {
                let _ = twin.write_all(part);
            }
        }
        if twin.probe.called() {
            twin.probe.close();
            return None;
        }
        twin.probe.0.borrow_mut().answers = answers;
        Some(twin)
    }

    fn inner(&mut self) -> &mut dyn Write {
        match &mut self.writer {
            TwinWriter::Buf(writer) => writer,
            TwinWriter::Line(writer) => writer,
        }
    }

    /// Runs `op` on the twin, then drops it without a call of the writer that `op` did not
    /// make itself; gives back the first call that had no answer, and the answers.
    pub(crate) fn run(mut self, op: &mut TwinOp<'_>) -> (Option<Request>, Vec<Answer>) {
        let probe = self.probe.clone();
        self.probe.arm(OwnerState::without_data());
        match op {
            TwinOp::Call(call) => {
                call(&mut self);
                probe.close();
                drop(self);
            }
            // A failed `into_inner`'s error holds the writer: dropping it flushes again, as the
            // program's does when it drops the error.
            TwinOp::IntoInner => match self.writer {
                TwinWriter::Buf(writer) => drop(writer.into_inner()),
                TwinWriter::Line(writer) => drop(writer.into_inner()),
            },
            TwinOp::Drop => drop(self),
        }
        probe.finish()
    }
}

/// The twin's calls arm its probe as a buffered stream arms its tap: with the caller's
/// memory for the call (see `stack::buffered`).
impl Write for Twin {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.probe.arm(OwnerState::for_call(buf));
        self.inner().write(buf)
    }
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.probe.arm(OwnerState::for_call(buf));
        self.inner().write_all(buf)
    }
    fn write_vectored(&mut self, bufs: &[io::IoSlice<'_>]) -> io::Result<usize> {
        let slices: Vec<&[u8]> = bufs.iter().map(|b| &b[..]).collect();
        self.probe.arm(OwnerState::for_slices(&slices));
        self.inner().write_vectored(bufs)
    }
    fn flush(&mut self) -> io::Result<()> {
        self.probe.arm(OwnerState::without_data());
        self.inner().flush()
    }
}
