//! The process-wide standard streams and the handles a script gets to them.
//!
//! As in std: stdout is one `LineWriter` (1024 bytes) shared by every `io::stdout()` handle,
//! stderr has no buffer, stdin is one `BufReader` (8192 bytes). At exit std's runtime swaps
//! stdout's writer for an unbuffered one, which flushes what the old one held. Under the
//! proposed policy ([`StdoutPolicy::BlockWhenNotTerminal`]) stdout is a `BufWriter` instead
//! when fd 1 is not a terminal.

use std::io::{self, BufRead, IoSlice, Read, Write};

use super::buffered::{
    BufReaderStream, BufWriterStream, DEFAULT_BUF_SIZE, LINE_WRITER_CAPACITY, LineWriterStream,
};
use super::fd_handles::{KernelRef, RawStdStream, RawStdin};
use super::stdout_recorder::StdoutRecorder;
use super::stream::{IntoInnerResult, Stream, StreamRef, no_into_inner, share};
use crate::kernel::DeviceKind;
use crate::stdout_policy::{PROPOSED_STDOUT_CAPACITY, StdoutPolicy};
use crate::trace::{Cause, Frame};

/// The three standard streams of one run.
#[derive(Debug, Clone)]
pub struct StdStreams {
    kernel: KernelRef,
    pub stdout: StreamRef,
    pub stderr: StreamRef,
    pub stdin: StreamRef,
}

impl StdStreams {
    pub fn new(kernel: &KernelRef) -> StdStreams {
        let stdout = stdout_writer(kernel);
        let stdin = BufReaderStream::new(
            kernel.clone(),
            share(RawStdin::new(kernel.clone())),
            DEFAULT_BUF_SIZE,
        );
        StdStreams {
            kernel: kernel.clone(),
            stdout,
            stderr: share(RawStdStream::stderr(kernel.clone())),
            stdin: share(stdin),
        }
    }

    /// std's `io::cleanup` at exit: stdout becomes unbuffered, and dropping its old writer
    /// flushes any partial line.
    pub fn cleanup(&self) {
        let unbuffered = LineWriterStream::new(
            self.kernel.clone(),
            share(RawStdStream::stdout(self.kernel.clone())),
            0,
        );
        let old = std::mem::replace(&mut *self.stdout.borrow_mut(), Box::new(unbuffered));
        self.kernel
            .borrow_mut()
            .recorder
            .context
            .push(Frame::new("std::rt::cleanup"), Some(Cause::StdoutCleanup));
        drop(old);
        self.kernel.borrow_mut().recorder.context.pop();
    }

    /// A handle of the given kind.
    pub fn handle(&self, kind: StdHandleKind) -> StdHandle {
        let target = match kind {
            StdHandleKind::Stdout | StdHandleKind::StdoutLock => self.stdout.clone(),
            StdHandleKind::Stderr | StdHandleKind::StderrLock => self.stderr.clone(),
            StdHandleKind::Stdin | StdHandleKind::StdinLock => self.stdin.clone(),
        };
        StdHandle { kind, target }
    }
}

/// The process's stdout writer as the run's policy makes it, under a recorder when the run
/// captures stdout's events.
fn stdout_writer(kernel: &KernelRef) -> StreamRef {
    let (policy, terminal, capture) = {
        let kernel = kernel.borrow();
        (
            kernel.stdout_policy,
            kernel.device_kind(1) == Some(DeviceKind::Terminal),
            kernel.recorder.stdout_events.is_some(),
        )
    };
    let raw = share(RawStdStream::stdout(kernel.clone()));
    let writer = match policy {
        StdoutPolicy::BlockWhenNotTerminal if !terminal => share(BufWriterStream::new(
            kernel.clone(),
            raw,
            PROPOSED_STDOUT_CAPACITY,
        )),
        _ => share(LineWriterStream::new(
            kernel.clone(),
            raw,
            LINE_WRITER_CAPACITY,
        )),
    };
    if capture {
        share(StdoutRecorder::new(kernel.clone(), writer))
    } else {
        writer
    }
}

/// Which handle: `io::stdout()`, its `.lock()`, and so on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StdHandleKind {
    Stdout,
    StdoutLock,
    Stderr,
    StderrLock,
    Stdin,
    StdinLock,
}

impl StdHandleKind {
    pub fn type_name(self) -> &'static str {
        match self {
            StdHandleKind::Stdout => "Stdout",
            StdHandleKind::StdoutLock => "StdoutLock<'static>",
            StdHandleKind::Stderr => "Stderr",
            StdHandleKind::StderrLock => "StderrLock<'static>",
            StdHandleKind::Stdin => "Stdin",
            StdHandleKind::StdinLock => "StdinLock<'static>",
        }
    }

    /// The kind `.lock()` returns.
    pub fn locked(self) -> StdHandleKind {
        match self {
            StdHandleKind::Stdout | StdHandleKind::StdoutLock => StdHandleKind::StdoutLock,
            StdHandleKind::Stderr | StdHandleKind::StderrLock => StdHandleKind::StderrLock,
            StdHandleKind::Stdin | StdHandleKind::StdinLock => StdHandleKind::StdinLock,
        }
    }
}

/// A handle to one of the process-wide streams; every call takes the lock and goes to it.
#[derive(Debug)]
pub struct StdHandle {
    kind: StdHandleKind,
    target: StreamRef,
}

fn unsupported(what: &str) -> io::Error {
    io::Error::other(format!("this handle is not a {what}"))
}

impl StdHandle {
    fn with_writer<T>(&self, call: impl FnOnce(&mut dyn Write) -> io::Result<T>) -> io::Result<T> {
        let mut target = self.target.borrow_mut();
        call(target.writer().ok_or_else(|| unsupported("writer"))?)
    }

    fn with_reader<T>(
        &self,
        call: impl FnOnce(&mut dyn BufRead) -> io::Result<T>,
    ) -> io::Result<T> {
        let mut target = self.target.borrow_mut();
        call(target.buf_reader().ok_or_else(|| unsupported("reader"))?)
    }
}

impl Write for StdHandle {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.with_writer(|w| w.write(buf))
    }
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.with_writer(|w| w.write_all(buf))
    }
    fn write_vectored(&mut self, bufs: &[IoSlice<'_>]) -> io::Result<usize> {
        self.with_writer(|w| w.write_vectored(bufs))
    }
    fn is_write_vectored(&self) -> bool {
        self.target
            .borrow_mut()
            .writer()
            .is_some_and(|w| w.is_write_vectored())
    }
    fn flush(&mut self) -> io::Result<()> {
        self.with_writer(|w| w.flush())
    }
}

impl Read for StdHandle {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.with_reader(|r| r.read(buf))
    }
    fn read_exact(&mut self, buf: &mut [u8]) -> io::Result<()> {
        self.with_reader(|r| r.read_exact(buf))
    }
    fn read_to_end(&mut self, buf: &mut Vec<u8>) -> io::Result<usize> {
        self.with_reader(|r| r.read_to_end(buf))
    }
    fn read_to_string(&mut self, buf: &mut String) -> io::Result<usize> {
        self.with_reader(|r| r.read_to_string(buf))
    }
}

impl Stream for StdHandle {
    fn type_name(&self) -> String {
        self.kind.type_name().to_string()
    }
    fn name(&self) -> std::borrow::Cow<'_, str> {
        std::borrow::Cow::Borrowed(self.kind.type_name())
    }
    fn writer(&mut self) -> Option<&mut dyn Write> {
        let writes = !matches!(self.kind, StdHandleKind::Stdin | StdHandleKind::StdinLock);
        if writes { Some(self) } else { None }
    }
    fn reader(&mut self) -> Option<&mut dyn Read> {
        let reads = matches!(self.kind, StdHandleKind::Stdin | StdHandleKind::StdinLock);
        if reads { Some(self) } else { None }
    }
    fn buf_reader(&mut self) -> Option<&mut dyn BufRead> {
        None
    }
    fn inner(&self) -> Option<StreamRef> {
        Some(self.target.clone())
    }
    fn into_parts(self: Box<Self>) -> Result<(StreamRef, Vec<u8>), Box<dyn Stream>> {
        Err(self)
    }
    fn into_inner(self: Box<Self>) -> IntoInnerResult {
        Err((no_into_inner(&*self), self))
    }
    fn fd(&self) -> Option<i32> {
        Some(match self.kind {
            StdHandleKind::Stdin | StdHandleKind::StdinLock => 0,
            StdHandleKind::Stdout | StdHandleKind::StdoutLock => 1,
            StdHandleKind::Stderr | StdHandleKind::StderrLock => 2,
        })
    }
}
