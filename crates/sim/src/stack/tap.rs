//! A transparent tap between two layers of a stack.
//!
//! `BufWriter::new(file)` in a script becomes std's genuine `BufWriter<Tap>`, where the tap
//! holds the file. The tap forwards every call unchanged to the same method of the layer below
//! (so `write_all` stays `write_all` and std's own loops run), and on the way records the call
//! and *why* it happens. The reason is read off the call itself: a buffered writer passing a
//! slice of the caller's data is writing it directly (a bypass, or the lines of a
//! `LineWriter`); passing any other slice is flushing its own buffer. A reader filling memory
//! other than the caller's buffer is refilling its own.

use std::cell::RefCell;
use std::io::{self, IoSlice, Read, Write};
use std::ops::Range;
use std::rc::Rc;

use super::fd_handles::run_frame;
use super::stream::StreamRef;
use crate::kernel::Kernel;
use crate::trace::{Cause, Frame, LayerCall};

/// The kind of std type that owns a tap (the layer above it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Owner {
    BufWriter,
    LineWriter,
    BufReader,
}

/// Per-call facts the owning layer gives its tap before each operation.
#[derive(Debug, Clone, Default)]
pub struct OwnerState {
    /// Address of the caller's data (a write's first slice) or buffer (reads).
    caller_data: Range<usize>,
    /// The other slices of a vectored write (empty, so unallocated, for a plain call: the
    /// state is set once per operation).
    more_caller_data: Vec<Range<usize>>,
    /// Whether the data the owner is being asked to write contains a newline.
    pub incoming_newline: bool,
}

/// The addresses `data` occupies.
fn address_range(data: &[u8]) -> Range<usize> {
    let start = data.as_ptr() as usize;
    start..start + data.len()
}

impl OwnerState {
    /// The state for an operation on `data`, the caller's slice.
    pub fn for_call(data: &[u8]) -> OwnerState {
        OwnerState {
            caller_data: address_range(data),
            more_caller_data: Vec::new(),
            incoming_newline: data.contains(&b'\n'),
        }
    }

    /// The state for a vectored operation on `slices`.
    pub fn for_slices(slices: &[&[u8]]) -> OwnerState {
        let (first, rest) = slices
            .split_first()
            .map_or((&[][..], &[][..]), |(f, r)| (*f, r));
        OwnerState {
            caller_data: address_range(first),
            more_caller_data: rest.iter().map(|data| address_range(data)).collect(),
            incoming_newline: slices.iter().any(|data| data.contains(&b'\n')),
        }
    }

    /// Whether `address` is inside the caller's memory.
    fn is_callers(&self, address: usize) -> bool {
        self.caller_data.contains(&address)
            || self
                .more_caller_data
                .iter()
                .any(|range| range.contains(&address))
    }

    /// The state for an operation that brings no caller data (flush, drop, into_inner).
    pub fn without_data() -> OwnerState {
        OwnerState::default()
    }
}

/// Frames for each method of the inner layer, named once.
#[derive(Debug)]
struct Frames {
    write: Frame,
    write_all: Frame,
    write_vectored: Frame,
    flush: Frame,
    read: Frame,
    read_exact: Frame,
    read_to_end: Frame,
    read_to_string: Frame,
    seek: Frame,
}

impl Frames {
    fn for_type(kernel: &Rc<RefCell<Kernel>>, name: &str) -> Frames {
        let frame = |method: &str| run_frame(kernel, &format!("{name}::{method}"));
        Frames {
            write: frame("write"),
            write_all: frame("write_all"),
            write_vectored: frame("write_vectored"),
            flush: frame("flush"),
            read: frame("read"),
            read_exact: frame("read_exact"),
            read_to_end: frame("read_to_end"),
            read_to_string: frame("read_to_string"),
            seek: frame("seek"),
        }
    }
}

/// Sits between a std buffered type and the layer below it.
#[derive(Debug)]
pub struct Tap {
    kernel: Rc<RefCell<Kernel>>,
    inner: StreamRef,
    owner: Owner,
    owner_name: Rc<str>,
    frames: Frames,
    /// Set by the owner before each operation.
    pub state: OwnerState,
    /// Bytes the layer below accepted through this tap, over the tap's life. A `write_all`
    /// that fails counts nothing: how much of it got through is not observable here.
    passed: Rc<std::cell::Cell<u64>>,
    /// Whether the layer below is the script's writer, whose calls are recorded where the
    /// script's methods run, not here.
    prerecorded: bool,
}

impl Tap {
    /// A tap under a layer of kind `owner` named `owner_name`, over `inner`.
    pub fn new(
        kernel: Rc<RefCell<Kernel>>,
        inner: StreamRef,
        owner: Owner,
        owner_name: &str,
    ) -> Tap {
        let frames = Frames::for_type(&kernel, &inner.borrow().type_name());
        let prerecorded = inner.borrow().script_writer().is_some();
        Tap {
            kernel,
            inner,
            owner,
            owner_name: owner_name.into(),
            frames,
            state: OwnerState::default(),
            passed: Rc::default(),
            prerecorded,
        }
    }

    /// A tap that records nothing: under a twin of a buffered writer (see `script_writer`),
    /// which shares std's code with the real one this way rather than compile its own copy.
    pub fn silent(kernel: Rc<RefCell<Kernel>>, inner: StreamRef, owner: Owner) -> Tap {
        let mut tap = Tap::new(kernel, inner, owner, "twin");
        tap.prerecorded = true;
        tap
    }

    /// The layer below.
    pub fn inner(&self) -> &StreamRef {
        &self.inner
    }

    /// Bytes the layer below has accepted through this tap so far.
    pub fn passed(&self) -> u64 {
        self.passed.get()
    }

    /// A handle on the count that outlives the tap (to see what a drop passed down).
    pub fn passed_counter(&self) -> Rc<std::cell::Cell<u64>> {
        self.passed.clone()
    }

    /// The kernel of the run.
    pub fn kernel(&self) -> &Rc<RefCell<Kernel>> {
        &self.kernel
    }

    /// Whether `data` is not the caller's: it comes from (or goes to) the owner's buffer.
    fn in_owner_buffer(&self, data: &[u8]) -> bool {
        let start = data.as_ptr() as usize;
        !data.is_empty() && !self.state.is_callers(start)
    }

    /// Why data offered by the owner moves down now.
    fn write_cause(&self, data: &[u8]) -> Cause {
        write_cause(self.owner, &self.state, data)
    }

    /// Why the owner asks for data now.
    fn read_cause(&self, buf: &[u8]) -> Cause {
        if self.in_owner_buffer(buf) {
            Cause::Refill
        } else {
            Cause::ReadBypass
        }
    }

    /// Runs `call` on the inner layer inside a frame, and records it as a layer call (unless
    /// the layer below is the script's writer, whose calls were recorded as the script's
    /// methods ran: see `stack::script_writer`).
    fn observe<T>(
        &self,
        frame: &Frame,
        cause: Option<Cause>,
        requested: usize,
        moved: impl Fn(&T) -> usize,
        call: impl FnOnce(&mut dyn crate::stack::stream::Stream) -> io::Result<T>,
    ) -> io::Result<T> {
        if self.prerecorded {
            return call(&mut **self.inner.borrow_mut());
        }
        let site = CallSite {
            caller: &self.owner_name,
            frame,
            cause,
            requested,
        };
        observe(
            &self.kernel,
            site,
            |result: &io::Result<T>| result.as_ref().map(&moved).map_err(|e| e.to_string()),
            || call(&mut **self.inner.borrow_mut()),
        )
    }
}

/// A call one layer makes of the layer below.
#[derive(Debug, Clone, Copy)]
pub struct CallSite<'a> {
    /// The calling layer's name (`BufWriter<File>`).
    pub caller: &'a Rc<str>,
    /// The call (`File::write`).
    pub frame: &'a Frame,
    /// Why data moves in it, if the call itself says.
    pub cause: Option<Cause>,
    /// Bytes offered or asked for.
    pub requested: usize,
}

/// Runs `call` inside `site`'s frame (its syscalls' stacks name it) and records it as a layer
/// call: when it ran between the syscalls, how deep, and what it `returned`.
pub fn observe<R>(
    kernel: &Rc<RefCell<Kernel>>,
    site: CallSite<'_>,
    returned: impl FnOnce(&R) -> Result<usize, String>,
    call: impl FnOnce() -> R,
) -> R {
    let (before, depth) = {
        let mut kernel = kernel.borrow_mut();
        let depth = kernel.recorder.context.depth();
        kernel.recorder.context.push_shared(site.frame, site.cause);
        (kernel.syscall_count(), depth)
    };
    let result = call();
    let mut kernel = kernel.borrow_mut();
    kernel.recorder.context.pop();
    let syscalls_after = kernel.syscall_count();
    kernel.recorder.work.layer_calls += 1;
    kernel.recorder.work.layer_bytes += site.requested as u64;
    // A run that keeps no layer calls only counts them.
    let Some(call) = kernel.recorder.layer_calls.next_kept_entry(|| LayerCall {
        syscalls_before: before,
        syscalls_after,
        caller: site.caller.clone(),
        call: site.frame.call.clone(),
        requested: site.requested,
        result: Ok(0),
        depth,
    }) else {
        return result;
    };
    // Refilled in place: the names are usually the very ones it holds.
    call.syscalls_before = before;
    call.syscalls_after = syscalls_after;
    if !Rc::ptr_eq(&call.caller, site.caller) {
        call.caller = site.caller.clone();
    }
    if !Rc::ptr_eq(&call.call, &site.frame.call) {
        call.call = site.frame.call.clone();
    }
    call.requested = site.requested;
    call.result = returned(&result);
    call.depth = depth;
    result
}

/// Why data a buffered writer of kind `owner` offers the layer below moves now, by where
/// it lies: in the caller's memory (`state`) it is a bypass (or a `LineWriter`'s lines), in
/// the owner's buffer a flush of it.
pub fn write_cause(owner: Owner, state: &OwnerState, data: &[u8]) -> Cause {
    let start = data.as_ptr() as usize;
    let flushing_own_buffer = !data.is_empty() && !state.is_callers(start);
    match (owner, flushing_own_buffer) {
        (Owner::LineWriter, true) => {
            if state.incoming_newline || data.last() == Some(&b'\n') {
                Cause::Newline
            } else {
                Cause::BufferFull
            }
        }
        (Owner::LineWriter, false) if data.contains(&b'\n') => Cause::Newline,
        (_, true) => Cause::BufferFull,
        (_, false) => Cause::WriteBypass,
    }
}

fn not_a(what: &str) -> io::Error {
    io::Error::other(format!("the inner layer is not a {what}"))
}

impl Write for Tap {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let cause = self.write_cause(buf);
        let result = self.observe(
            &self.frames.write,
            Some(cause),
            buf.len(),
            |n| *n,
            |inner| inner.writer().ok_or_else(|| not_a("writer"))?.write(buf),
        );
        self.passed
            .set(self.passed.get() + *result.as_ref().unwrap_or(&0) as u64);
        result
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        let cause = self.write_cause(buf);
        let len = buf.len();
        let result = self.observe(
            &self.frames.write_all,
            Some(cause),
            len,
            |()| len,
            |inner| {
                inner
                    .writer()
                    .ok_or_else(|| not_a("writer"))?
                    .write_all(buf)
            },
        );
        if result.is_ok() {
            self.passed.set(self.passed.get() + len as u64);
        }
        result
    }

    fn write_vectored(&mut self, bufs: &[IoSlice<'_>]) -> io::Result<usize> {
        let first = bufs
            .iter()
            .find(|b| !b.is_empty())
            .map_or(&[][..], |b| &b[..]);
        let cause = self.write_cause(first);
        let total = bufs.iter().map(|b| b.len()).sum();
        let result = self.observe(
            &self.frames.write_vectored,
            Some(cause),
            total,
            |n| *n,
            |inner| {
                inner
                    .writer()
                    .ok_or_else(|| not_a("writer"))?
                    .write_vectored(bufs)
            },
        );
        self.passed
            .set(self.passed.get() + *result.as_ref().unwrap_or(&0) as u64);
        result
    }

    /// The layer below's answer: std's buffered writers choose their path by it.
    fn is_write_vectored(&self) -> bool {
        self.inner
            .borrow_mut()
            .writer()
            .is_some_and(|w| w.is_write_vectored())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.observe(
            &self.frames.flush,
            None,
            0,
            |()| 0,
            |inner| inner.writer().ok_or_else(|| not_a("writer"))?.flush(),
        )
    }
}

/// `BufReader`'s and `BufWriter`'s `Seek` need their inner layer's: it is the layer below's
/// (a `File`'s `lseek`, a `Cursor`'s position).
impl io::Seek for Tap {
    fn seek(&mut self, pos: io::SeekFrom) -> io::Result<u64> {
        self.observe(
            &self.frames.seek,
            None,
            0,
            |_| 0,
            |inner| inner.seeker().ok_or_else(|| not_a("seeker"))?.seek(pos),
        )
    }
}

impl Read for Tap {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let cause = self.read_cause(buf);
        let len = buf.len();
        self.observe(
            &self.frames.read,
            Some(cause),
            len,
            |n| *n,
            |inner| inner.reader().ok_or_else(|| not_a("reader"))?.read(buf),
        )
    }

    fn read_exact(&mut self, buf: &mut [u8]) -> io::Result<()> {
        let cause = self.read_cause(buf);
        let len = buf.len();
        self.observe(
            &self.frames.read_exact,
            Some(cause),
            len,
            |()| len,
            |inner| {
                inner
                    .reader()
                    .ok_or_else(|| not_a("reader"))?
                    .read_exact(buf)
            },
        )
    }

    fn read_to_end(&mut self, buf: &mut Vec<u8>) -> io::Result<usize> {
        self.observe(
            &self.frames.read_to_end,
            None,
            0,
            |n| *n,
            |inner| {
                inner
                    .reader()
                    .ok_or_else(|| not_a("reader"))?
                    .read_to_end(buf)
            },
        )
    }

    fn read_to_string(&mut self, buf: &mut String) -> io::Result<usize> {
        self.observe(
            &self.frames.read_to_string,
            None,
            0,
            |n| *n,
            |inner| {
                inner
                    .reader()
                    .ok_or_else(|| not_a("reader"))?
                    .read_to_string(buf)
            },
        )
    }
}
