//! A transparent layer on top of the process's stdout that notes what the program hands it.
//!
//! Installed only when the environment asks for it ([`crate::kernel::Environment`]'s
//! `capture_stdout_events`): it forwards every call unchanged to the writer below (today's
//! `LineWriter`, or the proposal's `BufWriter`) and appends a [`StdoutEvent`] to the kernel for
//! each write and flush, so the same output can be replayed through other stacks
//! ([`crate::whatif::compare`]). It has no buffer and adds no syscall.

use std::io::{self, IoSlice, Write};

use super::fd_handles::KernelRef;
use super::stream::{BufferView, IntoInnerResult, Stream, StreamRef};
use crate::trace::StdoutEvent;

/// Records calls on the stream below it, then passes them on.
#[derive(Debug)]
pub struct StdoutRecorder {
    kernel: KernelRef,
    inner: StreamRef,
}

impl StdoutRecorder {
    /// A recorder over `inner`, stdout's writer.
    pub fn new(kernel: KernelRef, inner: StreamRef) -> StdoutRecorder {
        StdoutRecorder { kernel, inner }
    }

    fn record(&self, event: impl FnOnce(u64) -> StdoutEvent) {
        let mut kernel = self.kernel.borrow_mut();
        let operation = kernel.recorder.work.operations;
        if let Some(events) = kernel.recorder.stdout_events.as_mut() {
            events.push(event(operation));
        }
    }

    fn record_write(&self, bytes: Vec<u8>) {
        if !bytes.is_empty() {
            self.record(|operation| StdoutEvent::Write { operation, bytes });
        }
    }

    fn with_writer<T>(&self, call: impl FnOnce(&mut dyn Write) -> io::Result<T>) -> io::Result<T> {
        let mut inner = self.inner.borrow_mut();
        let writer = inner
            .writer()
            .ok_or_else(|| io::Error::other("stdout is not a writer"))?;
        call(writer)
    }
}

impl Write for StdoutRecorder {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let written = self.with_writer(|w| w.write(buf))?;
        self.record_write(buf[..written.min(buf.len())].to_vec());
        Ok(written)
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.with_writer(|w| w.write_all(buf))?;
        self.record_write(buf.to_vec());
        Ok(())
    }

    fn write_vectored(&mut self, bufs: &[IoSlice<'_>]) -> io::Result<usize> {
        let written = self.with_writer(|w| w.write_vectored(bufs))?;
        let accepted = bufs
            .iter()
            .flat_map(|b| b.iter().copied())
            .take(written)
            .collect();
        self.record_write(accepted);
        Ok(written)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner
            .borrow_mut()
            .writer()
            .is_some_and(|w| w.is_write_vectored())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.record(|operation| StdoutEvent::Flush { operation });
        self.with_writer(|w| w.flush())
    }
}

impl Stream for StdoutRecorder {
    /// The writer's own name: the recorder is not part of the program.
    fn type_name(&self) -> String {
        self.inner.borrow().type_name()
    }
    fn writer(&mut self) -> Option<&mut dyn Write> {
        Some(self)
    }
    fn buffer(&self, _keep: usize) -> Option<BufferView> {
        None
    }
    fn inner(&self) -> Option<StreamRef> {
        Some(self.inner.clone())
    }
    fn into_parts(self: Box<Self>) -> Result<(StreamRef, Vec<u8>), Box<dyn Stream>> {
        Err(self)
    }
    fn into_inner(self: Box<Self>) -> IntoInnerResult {
        Err((super::stream::no_into_inner(&*self), self))
    }
    fn fd(&self) -> Option<i32> {
        Some(1)
    }
}
